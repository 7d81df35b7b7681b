import { inferAdditionalFields } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/**
 * better-auth's browser client (cookie session, same origin). During the build's prerender
 * there is no window: a placeholder origin keeps the module importable.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // the fetch of the moment of each request, not the one there when this module loaded: the
  // component tests share this module between files, each with its own fake API as `fetch`
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
  // the coach's language and currency come with the session's user
  plugins: [
    inferAdditionalFields({
      user: {
        language: { type: 'string', required: false, input: false },
        currency: { type: 'string', required: false, input: false },
      },
    }),
  ],
})

/**
 * Where the confirmation link lands. better-auth redirects here after a verification that
 * succeeded, and adds `&error=…` when it failed; the marker lets /auth/confirm tell a real
 * confirmation from the page opened by hand.
 */
export const CONFIRM_CALLBACK_URL = '/auth/confirm?verified=1'
