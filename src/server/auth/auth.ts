import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { normalizePhone } from '../../shared/domain/phone'
import { signupSchema } from '../../shared/schemas/auth'
import type { Db } from '../db/client'
import { profiles } from '../db/schema/profiles'
import { schema } from '../db/tables'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../mail'
import { resetPasswordEmail, verificationEmail } from './emails'
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords'
import {
  ACCOUNT_LOCKED_MESSAGE,
  createSignInThrottle,
  type SignInThrottleOptions,
  throttledMessage,
} from './sign-in-throttle'

/** The header the API writes the client's IP into before better-auth reads it. */
export const CLIENT_IP_HEADER = 'x-quadra-client-ip'

/** A login session is extended once it is this old (better-auth's session.updateAge). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24

export interface AuthOptions {
  db: Db
  mailer: Mailer
  logger: Logger
  appUrl: string
  secret: string
  /** Extra origins allowed to call the auth endpoints (the Vite dev server). */
  extraOrigins?: string[]
  /** Per-IP limits of the sensitive endpoints; tests may loosen them. */
  rateLimits?: Partial<typeof DEFAULT_RATE_LIMITS>
  /** Failed sign-ins per account (auth/sign-in-throttle.ts); tests may loosen or tighten it. */
  signInThrottle?: Partial<SignInThrottleOptions>
}

/** Requests per window (seconds) and client IP on the endpoints that can be abused. */
export const DEFAULT_RATE_LIMITS = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 3600, max: 10 },
  resetRequest: { window: 900, max: 5 },
  resetPassword: { window: 900, max: 10 },
  sendVerification: { window: 300, max: 5 },
}

export const EMAIL_ALREADY_REGISTERED = 'Este email já está cadastrado'

export function createAuth(options: AuthOptions) {
  const { db, mailer, logger } = options
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }
  const secure = options.appUrl.startsWith('https://')
  const throttle = createSignInThrottle(db, options.signInThrottle)

  return betterAuth({
    appName: 'Quadra',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.appUrl, ...(options.extraOrigins ?? [])],
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      log: (level, message) => {
        if (level === 'error') logger.error(`[auth] ${message}`)
      },
    },
    onAPIError: {
      // Expected refusals (wrong password, validation) are answers, not server errors.
      onError: (error) => {
        const status = (error as { status?: unknown })?.status
        if (typeof status === 'string' && status !== 'INTERNAL_SERVER_ERROR') return
        logger.error('[auth] unexpected error', { error: String((error as Error)?.stack ?? error) })
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'quadra',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': limits.signIn,
        '/sign-up/email': limits.signUp,
        '/request-password-reset': limits.resetRequest,
        '/reset-password': limits.resetPassword,
        '/send-verification-email': limits.sendVerification,
        '/get-session': false,
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(user.email, user.name, url))
      },
      // a reset by e-mail proves the coach holds the address: the failed sign-ins are forgotten
      onPasswordReset: async ({ user }) => {
        await throttle.clear(user.email)
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url))
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email
          if (typeof email === 'string') {
            const verdict = await throttle.attempt(email)
            if (!verdict.allowed && verdict.locked) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'ACCOUNT_LOCKED',
                message: ACCOUNT_LOCKED_MESSAGE,
              })
            }
            if (!verdict.allowed) {
              const retryAfter = Math.ceil(verdict.retryAfterSeconds)
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  code: 'SIGN_IN_THROTTLED',
                  message: throttledMessage(retryAfter),
                  retryAfter,
                },
                { 'retry-after': String(retryAfter) },
              )
            }
          }
        }
        if (ctx.path === '/sign-up/email') {
          const parsed = signupSchema.safeParse(ctx.body)
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_ERROR',
              message: issue.message,
              field: String(issue.path[0] ?? ''),
            })
          }
          if (isCommonPassword(parsed.data.password)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: COMMON_PASSWORD_MESSAGE,
              field: 'password',
            })
          }
          const existing = await ctx.context.internalAdapter.findUserByEmail(
            parsed.data.email.toLowerCase(),
          )
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: EMAIL_ALREADY_REGISTERED,
            })
          }
          // better-auth stores what it parsed; keep the trimmed values.
          ctx.body.name = parsed.data.name
          ctx.body.email = parsed.data.email
        }
        if (ctx.path === '/reset-password') {
          const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword
          if (typeof password === 'string' && isCommonPassword(password)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: COMMON_PASSWORD_MESSAGE,
              field: 'password',
            })
          }
        }
      }),
      // the attempt counted by the before-hook: a wrong password stays a failure; a success
      // clears the count; anything else (unconfirmed e-mail, malformed body) is given back
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const email = (ctx.body as { email?: unknown } | undefined)?.email
        if (typeof email !== 'string') return
        const returned = ctx.context.returned
        if (!isAPIError(returned)) await throttle.clear(email)
        else if (returned.statusCode !== 401) await throttle.refund(email)
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as { phone?: string; countryCode?: string }
            const phone = body.phone ? normalizePhone(body.phone, body.countryCode) : ''
            await db
              .insert(profiles)
              .values({ userId: user.id, name: user.name, phone })
              .onConflictDoNothing()
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
