import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { type Auth, SESSION_UPDATE_AGE_SECONDS } from '../auth/auth'
import type { Db } from '../db/client'
import { session, user } from '../db/schema/auth'
import { unauthenticated } from './app-error'
import type { AppEnv } from './context'

const COOKIE = 'quadra.session_token'
const SECURE_COOKIE = `__Secure-${COOKIE}`
/** better-auth's session.updateAge: past it, its getSession extends the session. */
const REFRESH_AFTER_MS = SESSION_UPDATE_AGE_SECONDS * 1000

/** The token of a session cookie signed by better-auth (`token.base64(HMAC-SHA256)`), or null. */
function verifySessionCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  const dot = decoded.lastIndexOf('.')
  if (dot < 1) return null
  const token = decoded.slice(0, dot)
  const given = Buffer.from(decoded.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return token
}

/**
 * Lets a request through only with a valid session; puts the coach on the context. The hot
 * path is one indexed query (the session row joined with its user) after checking the
 * cookie's signature — a revoked or expired session is refused at once. Once a day per
 * session it goes through better-auth's getSession, which also extends the session.
 */
export function requireUser(auth: Auth, db: Db, secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = verifySessionCookie(getCookie(c, SECURE_COOKIE) ?? getCookie(c, COOKIE), secret)
    if (!token) throw unauthenticated()
    const [row] = await db
      .select({
        userId: session.userId,
        expiresAt: session.expiresAt,
        updatedAt: session.updatedAt,
        email: user.email,
        name: user.name,
        language: user.language,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, token))
    if (!row || row.expiresAt.getTime() <= Date.now()) throw unauthenticated()
    if (Date.now() - row.updatedAt.getTime() > REFRESH_AFTER_MS) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers })
      if (!result) throw unauthenticated()
    }
    c.set('user', {
      id: row.userId,
      email: row.email,
      name: row.name,
      language: row.language,
    })
    await next()
  }
}
