import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  errorBody,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { createLogger, type LogEntry } from '../lib/logger'

/**
 * Issue 10 item 10: every 4xx of /api/auth answers the app's envelope `{ error: { code, message } }`
 * with the pt-BR message, and client mistakes are logged quietly (debug), never as errors.
 */
let ctx: TestContext
const logged: LogEntry[] = []
let email: string

beforeAll(async () => {
  ctx = await createTestContext({
    logger: createLogger({ silent: true, capture: (e) => logged.push(e) }),
  })
  email = (await ctx.coach()).email
})
afterAll(() => ctx?.close())

async function expectEnvelope(res: Response, status: number, code: string, message: string) {
  expect(res.status, await res.clone().text()).toBe(status)
  const body = await errorBody(res)
  expect(Object.keys(body)).toEqual(['error'])
  expect(body.error).toMatchObject({ code, message })
  return body
}

describe('/api/auth 4xx in the app envelope', () => {
  it('wrong password → 401, the same answer for an unknown e-mail', async () => {
    const wrong = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: 'wrong-password-1' })
    await expectEnvelope(wrong, 401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou senha inválidos')
    const unknown = await ctx.client().request('POST', '/api/auth/sign-in/email', {
      email: 'ghost@example.com',
      password: 'x-1234567',
    })
    await expectEnvelope(unknown, 401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou senha inválidos')
  })

  it('bad e-mail → 400 with the pt-BR message and its field', async () => {
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email: 'not-an-email', password: 'x-1234567' })
    await expectEnvelope(res, 400, 'VALIDATION_ERROR', 'Email inválido')
    const signup = await ctx.client().request('POST', '/api/auth/sign-up/email', {
      name: 'Ana',
      email: 'not-an-email',
      password: TEST_PASSWORD,
      countryCode: '+55',
      phone: '11987654321',
    })
    const body = await expectEnvelope(signup, 400, 'VALIDATION_ERROR', 'Email inválido')
    expect(body.error.issues).toEqual([
      {
        path: 'email',
        message: 'Email inválido',
        messageCode: 'common.emailInvalid',
        messageParams: {},
      },
    ])
  })

  it('duplicate e-mail → 422, unverified → 403, bad token → 400, unknown path → 404', async () => {
    const dup = await ctx.client().request('POST', '/api/auth/sign-up/email', {
      name: 'Ana',
      email,
      password: TEST_PASSWORD,
      countryCode: '+55',
      phone: '11987654321',
    })
    await expectEnvelope(dup, 422, 'USER_ALREADY_EXISTS', 'Este email já está cadastrado')

    const unverified = 'unverified@example.com'
    await ctx.client().request('POST', '/api/auth/sign-up/email', {
      name: 'Bia',
      email: unverified,
      password: TEST_PASSWORD,
      countryCode: '+55',
      phone: '11987654321',
    })
    const signIn = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email: unverified, password: TEST_PASSWORD })
    expect(signIn.status).toBe(403)
    expect((await errorBody(signIn)).error.code).toBe('EMAIL_NOT_VERIFIED')

    const reset = await ctx.client().request('POST', '/api/auth/reset-password', {
      token: 'forged',
      newPassword: 'Nova-senha-forte-9',
    })
    await expectEnvelope(
      reset,
      400,
      'INVALID_TOKEN',
      'Link inválido ou expirado. Peça um novo link.',
    )

    const missing = await ctx.client().request('POST', '/api/auth/no-such-endpoint', {})
    expect(missing.status).toBe(404)
    expect((await errorBody(missing)).error.code).toBe('NOT_FOUND')
  })

  it('logs the client mistakes quietly: no error-level line for any 4xx', async () => {
    // a NUL byte would have reached the database (22021) and been logged as a failure
    const nul = await ctx.client().request('POST', '/api/auth/sign-in/email', {
      email: 'a\u0000@example.com',
      password: 'x-1234567',
    })
    expect(nul.status).toBe(400)
    const errors = logged.filter((e) => e.level === 'error')
    expect(errors).toEqual([])
    const quiet = logged.filter((e) => e.level === 'debug' && e.msg.startsWith('[auth]'))
    expect(quiet.length).toBeGreaterThanOrEqual(7)
    expect(quiet[0]!.data).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })
  })
})

describe('/api/auth 429 in the envelope', () => {
  it('answers rate limiting with the app envelope', async () => {
    const limited = await createTestContext({ rateLimits: { signIn: { window: 60, max: 1 } } })
    try {
      const attempt = () =>
        limited.client().request('POST', '/api/auth/sign-in/email', {
          email: 'x@example.com',
          password: 'x-1234567',
        })
      expect((await attempt()).status).toBe(401)
      const res = await attempt()
      await expectEnvelope(
        res,
        429,
        'TOO_MANY_REQUESTS',
        'Muitas tentativas. Aguarde um pouco e tente novamente.',
      )
    } finally {
      await limited.close()
    }
  })
})
