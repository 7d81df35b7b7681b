import '~/locales/app'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Outlet, replace, useLoaderData, useNavigate } from 'react-router'
import { AppShell } from '~/components/layout/app-shell'
import { Spinner } from '~/components/ui/spinner'
import { AssistantButton } from '~/features/agent/components/assistant-button'
import { profileQuery } from '~/features/profile/api'
import { api, setUnauthenticatedHandler } from '~/lib/api-client'
import { coachTimeZone, setTimeZone, subscribeTimeZone } from '~/lib/formats'
import { applyCoachSettings } from '~/lib/language'
import { createQueryClient } from '~/lib/query-client'
import { fetchSession, useLiveSession } from '~/lib/session'

/**
 * The coach's profile, asked with the session: its time zone is set before anything renders,
 * so no date is first shown on the device's clocks. Without it (offline), the shell still
 * renders and the profile query tries again.
 */
async function fetchProfile() {
  try {
    const profile = await api.get('/profile')
    setTimeZone(profile.timezone)
    return profile
  } catch {
    return null
  }
}

/** Spec §2 Protection: no session → the login page, replacing history. */
export async function clientLoader() {
  const [data, profile] = await Promise.all([fetchSession(), fetchProfile()])
  if (!data) throw replace('/app/login')
  // the coach's language and currency, before anything renders (with the code's
  // messages in English, loaded for an English-speaking coach only)
  await applyCoachSettings(data.user)
  return { ...data, profile }
}

// The session is checked once on entry; later API 401s send the coach back to login.
export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  )
}

export default function AppLayout() {
  const initial = useLoaderData<typeof clientLoader>()
  const authSession = useLiveSession()
  const navigate = useNavigate()
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    if (initial.profile) client.setQueryData(profileQuery().queryKey, initial.profile)
    return client
  })
  // every date shown is on the coach's clocks: a change of zone re-renders the shell in it
  const timeZone = useSyncExternalStore(subscribeTimeZone, coachTimeZone, coachTimeZone)

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      queryClient.clear()
      navigate('/app/login', { replace: true })
    })
    return () => setUnauthenticatedHandler(undefined)
  }, [navigate, queryClient])

  // the profile's time zone makes the forms' 'today' the coach's day (~/lib/formats)
  useEffect(() => {
    void queryClient.prefetchQuery(profileQuery())
  }, [queryClient])

  // Signed out in another tab, or the session was revoked.
  useEffect(() => {
    if (!authSession.isPending && !authSession.data && !authSession.error)
      navigate('/app/login', { replace: true })
  }, [authSession.isPending, authSession.data, authSession.error, navigate])

  const user = authSession.data?.user ?? initial.user
  // a change of language, currency or time zone (the profile page) re-renders the whole shell in it
  const settings = `${user.language}-${user.currency}-${timeZone}`
  useEffect(() => {
    void applyCoachSettings(user)
  }, [user])
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell user={user} key={settings}>
        <Outlet />
        <AssistantButton />
      </AppShell>
    </QueryClientProvider>
  )
}
