import { useEffect, useState } from 'react'

/**
 * The signed-in coach as the app shell uses it (the session's user: name, e-mail, language,
 * currency). better-auth's client (~/lib/auth-client) is not in the shell's first download
 *: the shell asks its endpoint itself, then loads the client after the first paint.
 */
export interface SessionUser {
  name?: string | null
  email: string
  language?: string | null
  currency?: string | null
}

export interface Session {
  user: SessionUser
  session: unknown
}

/**
 * GET /api/auth/get-session with the session cookie (what `authClient.getSession()` asks):
 * the session, or null when there is none (a refusal counts as none). A network failure throws.
 */
export async function fetchSession(): Promise<Session | null> {
  const res = await fetch('/api/auth/get-session', { credentials: 'include' })
  if (!res.ok) return null
  const data = (await res.json().catch(() => null)) as Session | null
  return data?.user ? data : null
}

export interface LiveSession {
  data: Session | null
  error: unknown
  isPending: boolean
}

/**
 * `authClient.useSession()`, with better-auth's client loaded after the first paint: the same
 * session store (refetched on focus, told of a sign-out in another tab), pending until then.
 */
export function useLiveSession(): LiveSession {
  const [state, setState] = useState<LiveSession>({ data: null, error: null, isPending: true })
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void import('~/lib/auth-client').then(({ authClient }) => {
      if (cancelled) return
      unsubscribe = authClient.$store.atoms.session?.subscribe((value) => {
        const { data, error, isPending } = value as LiveSession
        setState({ data, error, isPending })
      })
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [])
  return state
}
