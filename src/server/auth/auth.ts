import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import type { z } from 'zod'
import { AUTH_MESSAGES_BY_CODE } from '../../shared/auth-messages'
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, isLanguage } from '../../shared/domain/locale'
import { normalizePhone } from '../../shared/domain/phone'
import { msg } from '../../shared/messages'
import { forgotPasswordSchema, loginSchema, signupSchema } from '../../shared/schemas/auth'
import { INVALID_TEXT_MESSAGE, isCleanText } from '../../shared/schemas/common'
import type { Db } from '../db/client'
import { profiles } from '../db/schema/profiles'
import { schema } from '../db/tables'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../mail'
import { linkInLanguage, resetPasswordEmail, verificationEmail } from './emails'
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  type PasswordHashing,
  passwordHasher,
  passwordProblem,
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
  /** argon2's cost for new hashes; `fast` only on test servers (auth/passwords.ts). */
  passwordHashing?: PasswordHashing
}

/** Requests per window (seconds) and client IP on the endpoints that can be abused. */
export const DEFAULT_RATE_LIMITS = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 3600, max: 10 },
  resetRequest: { window: 900, max: 5 },
  resetPassword: { window: 900, max: 10 },
  sendVerification: { window: 300, max: 5 },
  /** Needs the current password: a guesser holding a session must not try many. */
  changePassword: { window: 900, max: 10 },
}

const EMAIL_ALREADY_REGISTERED = msg('auth.emailAlreadyRegistered')

const USE_PROFILE_MESSAGE = msg('auth.changeNameInProfile')

/** better-auth's log lines about a redirect or origin the client sent that is not allowed. */
const CLIENT_MISTAKE = /^Invalid (origin|[a-zA-Z]*(URL|Url|url)|redirect)/

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
        if (level !== 'error') return
        // a refused redirect or origin is the client's mistake, not the server's
        if (CLIENT_MISTAKE.test(message)) logger.warn(`[auth] ${message}`)
        else logger.error(`[auth] ${message}`)
      },
    },
    onAPIError: {
      // Expected refusals (wrong password, validation) are answers, not server errors.
      onError: (error) => {
        const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown }
        if (typeof status === 'string' && status !== 'INTERNAL_SERVER_ERROR') return
        // better-call's own refusals (invalid JSON, content type) carry a 4xx statusCode
        if (typeof statusCode === 'number' && statusCode < 500) return
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
      // better-auth skips its origin and redirect checks under a test runner: the tests
      // exercise the same checks as production
      disableOriginCheck: false,
    },
    user: {
      // decision 0016: carried by the session to the app and to the e-mails; set at
      // sign-up (the language, by databaseHooks below) and changed through PATCH /api/profile
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: DEFAULT_LANGUAGE, input: false },
        currency: { type: 'string', required: false, defaultValue: DEFAULT_CURRENCY, input: false },
      },
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
        '/change-password': limits.changePassword,
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
      password: { hash: passwordHasher(options.passwordHashing), verify: verifyPassword },
      // in the coach's language (an additional field of the user), the page too
      sendResetPassword: async ({ user, url }) => {
        const { language } = user as { language?: unknown }
        await mailer.send(
          resetPasswordEmail(user.email, user.name, linkInLanguage(url, language), language),
        )
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
        const { language } = user as { language?: unknown }
        await mailer.send(
          verificationEmail(user.email, user.name, linkInLanguage(url, language), language),
        )
      },
    },
    hooks: {
      // better-auth validates its bodies with its own schemas and English messages: every
      // request passes ours first (control characters, the shared field rules, common
      // passwords), so the coach reads the same pt-BR messages as everywhere else.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/update-user') {
          // name and image are edited through PATCH /api/profile, with the app's field rules
          throw new APIError('FORBIDDEN', {
            code: 'USE_PROFILE',
            message: USE_PROFILE_MESSAGE,
          })
        }
        refuseControlCharacters({ body: ctx.body, query: ctx.query, params: ctx.params })
        const check = BODY_SCHEMAS[ctx.path]
        if (check) validate(check, ctx.body)
        const newPassword = PASSWORD_FIELD[ctx.path]
        if (newPassword) {
          const password = (ctx.body as Record<string, unknown> | undefined)?.[newPassword]
          if (typeof password === 'string' && (await isCommonPassword(password))) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: COMMON_PASSWORD_MESSAGE,
              field: newPassword,
            })
          }
          if (typeof password === 'string') {
            const body = ctx.body as { email?: unknown }
            const email =
              typeof body.email === 'string'
                ? body.email
                : ctx.path === '/change-password' || ctx.path === '/set-password'
                  ? (await getSessionFromCtx(ctx))?.user.email
                  : undefined
            const problem = passwordProblem(password, email)
            if (problem) {
              throw new APIError('BAD_REQUEST', {
                code: problem,
                message: AUTH_MESSAGES_BY_CODE[problem]!,
                field: newPassword,
              })
            }
          }
        }
        // a changed password signs every other device out, whatever the client asked
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          ctx.body.revokeOtherSessions = true
        }
        // then the per-account throttle (the input is known clean by now)
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
          const parsed = signupSchema.parse(ctx.body)
          const existing = await ctx.context.internalAdapter.findUserByEmail(
            parsed.email.toLowerCase(),
          )
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: EMAIL_ALREADY_REGISTERED,
            })
          }
          // better-auth stores what it parsed; keep the trimmed values.
          ctx.body.name = parsed.name
          ctx.body.email = parsed.email
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
          // the language chosen on the sign-up form (validated by signupSchema before)
          before: async (user, ctx) => {
            const language = (ctx?.body as { language?: unknown } | undefined)?.language
            return {
              data: { ...user, language: isLanguage(language) ? language : DEFAULT_LANGUAGE },
            }
          },
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

/** The shared schema each auth endpoint's body must pass (the same as the screen's form). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': signupSchema,
  '/sign-in/email': loginSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/send-verification-email': forgotPasswordSchema,
}

/** Every endpoint that sets a password, and the body field that carries it. */
const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
}

function validate(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return
  const issue = parsed.error.issues[0]!
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_ERROR',
    message: issue.message,
    field: String(issue.path[0] ?? ''),
  })
}

/** Passwords are hashed, never stored as text: any character may be part of one. */
const PASSWORD_KEY = /password/i

/**
 * A control character in any text of an auth request (body, query, path) is refused like in
 * the shared schemas: PostgreSQL refuses a NUL in text, which better-auth would answer 500.
 */
function refuseControlCharacters(parts: Record<string, unknown>) {
  const visit = (value: unknown, key: string, depth: number) => {
    if (typeof value === 'string') {
      if (!PASSWORD_KEY.test(key) && !isCleanText(value)) {
        throw new APIError('BAD_REQUEST', {
          code: 'VALIDATION_ERROR',
          message: INVALID_TEXT_MESSAGE,
          field: key,
        })
      }
    } else if (value && typeof value === 'object' && depth < 4) {
      for (const [k, v] of Object.entries(value))
        visit(v, Array.isArray(value) ? key : k, depth + 1)
    }
  }
  for (const part of Object.values(parts)) visit(part, '', 0)
}
