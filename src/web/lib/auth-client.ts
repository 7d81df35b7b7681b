import { createAuthClient } from 'better-auth/react'

/**
 * better-auth's browser client (cookie session, same origin). During the build's prerender
 * there is no window: a placeholder origin keeps the module importable.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
})

export type SessionData = typeof authClient.$Infer.Session
