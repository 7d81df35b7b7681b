import type { MiddlewareHandler } from 'hono'
import type { Auth } from '../auth/auth'
import { unauthenticated } from './app-error'
import type { AppEnv } from './context'

/** Lets a request through only with a valid session; puts the coach on the context. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!result) throw unauthenticated()
    c.set('user', { id: result.user.id, email: result.user.email, name: result.user.name })
    await next()
  }
}
