import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  errorBody,
  lastLinkTo,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import type { ErrorBody } from '../../shared/schemas/common.response'
import { signInThrottle } from '../db/schema/operations'
import { createSignInThrottle, DEFAULT_SIGN_IN_THROTTLE, throttleKey } from './sign-in-throttle'

/**
 * Sign-in throttling per account (NIST SP 800-63B §5.2.2) with the real
 * values (5 free failures, 1 s doubling up to 15 min, locked after 50) on a clock the test
 * moves, behind a proxy (TRUST_PROXY) with every attempt from another address and the
 * default per-IP limits: only the per-account count can slow the attacker down.
 */
let ctx: TestContext
let clock = Date.now()
let ip = 0

beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: true,
    rateLimits: {}, // the production per-IP limits
    signInThrottle: { ...DEFAULT_SIGN_IN_THROTTLE, now: () => clock },
  })
})
afterAll(async () => {
  await ctx?.close()
})

/** One sign-in attempt from a fresh address. */
async function signIn(email: string, password: string) {
  const client = ctx.client()
  ip += 1
  client.headers['x-forwarded-for'] = `198.51.${Math.floor(ip / 250)}.${(ip % 250) + 1}`
  const res = await client.request('POST', '/api/auth/sign-in/email', { email, password })
  const body: Partial<ErrorBody['error']> = res.status === 200 ? {} : (await errorBody(res)).error
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') }
}

const WRONG = 'senha-errada-123'

async function failuresOf(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(signInThrottle)
    .where(eq(signInThrottle.key, throttleKey(email)))
  return row?.failures ?? 0
}

describe('sign-in throttling per account', () => {
  it('lets 5 failures through, then backs off 1 s, 2 s, 4 s… from any address; the right password waits too', async () => {
    const { email } = await ctx.coach()
    for (let i = 0; i < 5; i++) expect((await signIn(email, WRONG)).status).toBe(401)

    const waits: number[] = []
    for (let i = 0; i < 5; i++) {
      const refused = await signIn(email, WRONG)
      expect(refused.status).toBe(429)
      expect(refused.body.code).toBe('SIGN_IN_THROTTLED')
      waits.push(Number(refused.retryAfter))
      // the right password is refused too while the wait lasts, and the password is not checked
      const right = await signIn(email, TEST_PASSWORD)
      expect(right.status).toBe(429)
      clock += Number(refused.retryAfter) * 1000
      expect((await signIn(email, WRONG)).status).toBe(401)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16])
    expect(await failuresOf(email)).toBe(10)

    const refused = await signIn(email, TEST_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(
      'Muitas tentativas de entrar nesta conta. Tente novamente em 32 segundos.',
    )
    clock += 32_000
    // after the wait the right password works, and clears the count
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200)
    expect(await failuresOf(email)).toBe(0)
    for (let i = 0; i < 5; i++) expect((await signIn(email, WRONG)).status).toBe(401)
    expect((await signIn(email, WRONG)).status).toBe(429)
  })

  it('counts the e-mail trimmed and lowercased, and unknown e-mails the same way (no enumeration)', async () => {
    expect(throttleKey('  Ana@Example.COM ')).toBe(throttleKey('ana@example.com'))
    const { email } = await ctx.coach()
    for (let i = 0; i < 5; i++) {
      const variant = i % 2 ? email.toUpperCase() : email
      expect((await signIn(variant, WRONG)).status).toBe(401)
    }
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429)

    const ghost = 'ninguem-aqui@example.com'
    for (let i = 0; i < 5; i++) expect((await signIn(ghost, WRONG)).status).toBe(401)
    expect((await signIn(ghost, WRONG)).body.code).toBe('SIGN_IN_THROTTLED')
  })

  it('lets exactly the free failures through when 20 attempts race', async () => {
    const { email } = await ctx.coach()
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(email, WRONG)))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(await failuresOf(email)).toBe(5)
  })

  it('caps the wait at 15 minutes, locks after 50 failures until a reset by e-mail, and the reset clears it', async () => {
    const { email } = await ctx.coach()
    let longest = 0
    for (let failures = 0; failures < 50; failures++) {
      const refused = await signIn(email, WRONG)
      if (refused.status === 429) {
        longest = Math.max(longest, Number(refused.retryAfter))
        clock += Number(refused.retryAfter) * 1000
        failures--
        continue
      }
      expect(refused.status).toBe(401)
    }
    expect(longest).toBe(15 * 60)
    expect(await failuresOf(email)).toBe(50)

    // locked: waiting does not help, the right password does not either
    clock += 24 * 60 * 60 * 1000
    const locked = await signIn(email, TEST_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message:
        'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.',
    })

    // the reset by e-mail always works (it is limited per address only) and clears the count
    const anon = ctx.client()
    const req = await anon.request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    })
    expect(req.status).toBe(200)
    const callback = await anon.request('GET', lastLinkTo(ctx.mailer.messages, email))
    const token = new URL(callback.headers.get('location')!, 'http://x').searchParams.get('token')!
    const reset = await anon.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Nova-senha-forte-9',
    })
    expect(reset.status).toBe(200)
    expect(await failuresOf(email)).toBe(0)
    expect((await signIn(email, 'Nova-senha-forte-9')).status).toBe(200)
  })

  it('does not count a malformed attempt or an unconfirmed e-mail with the right password', async () => {
    const email = `novo-${Date.now()}@example.com`
    const signup = await ctx.client().request('POST', '/api/auth/sign-up/email', {
      name: 'Bia Lima',
      email,
      password: TEST_PASSWORD,
      countryCode: '+55',
      phone: '11987654321',
    })
    expect(signup.status).toBe(200)
    for (let i = 0; i < 6; i++) expect((await signIn(email, TEST_PASSWORD)).status).toBe(403)
    expect(await failuresOf(email)).toBe(0)
  })

  it('forgets counts idle for a day, but not a lock', async () => {
    const throttle = createSignInThrottle(ctx.database.db, { now: () => clock })
    const idle = 'ocioso@example.com'
    const locked = 'bloqueado@example.com'
    for (let i = 0; i < 3; i++) expect((await signIn(idle, WRONG)).status).toBe(401)
    await ctx.database.db
      .insert(signInThrottle)
      .values({ key: throttleKey(locked), failures: 50, lastFailureAt: clock })
    clock += 23 * 60 * 60 * 1000
    await throttle.forgetIdle()
    expect(await failuresOf(idle)).toBe(3)
    clock += 2 * 60 * 60 * 1000
    await throttle.forgetIdle()
    expect(await failuresOf(idle)).toBe(0)
    expect(await failuresOf(locked)).toBe(50)
    expect((await signIn(locked, WRONG)).body.code).toBe('ACCOUNT_LOCKED')
  })
})
