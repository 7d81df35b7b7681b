import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthSessionAnswer,
  type AuthUserAnswer,
  bodyOf,
  createTestContext,
  errorBody,
  lastLinkTo,
  signupBody,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { account, session } from '../db/schema/auth'
import { profiles } from '../db/schema/profiles'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

const signup = signupBody

describe('sign-up', () => {
  it('creates the account, the profile with the normalised phone, and sends the pt-BR verification mail', async () => {
    const client = ctx.client()
    const res = await client.request('POST', '/api/auth/sign-up/email', signup('ana@example.com'))
    expect(res.status).toBe(200)
    const body = await bodyOf<AuthUserAnswer>(res)
    expect(body.user.emailVerified).toBe(false)
    expect(client.cookies.size).toBe(0) // no session before the e-mail is confirmed

    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, body.user.id))
    expect(profile).toMatchObject({ name: 'Ana Souza', phone: '5511987654321', mainSport: 'Tênis' })

    const mail = ctx.mailer.messages.find((m) => m.to === 'ana@example.com')!
    expect(mail.subject).toBe('Confirme seu email no Quadra')
    expect(mail.text).toContain('confirme seu email')
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fauth%2Fconfirm$/,
    )
  })

  it("sends an English coach's verification mail in English, its page opening in English (issue 15)", async () => {
    const client = ctx.client()
    const res = await client.request(
      'POST',
      '/api/auth/sign-up/email',
      signup('amy@example.com', { name: 'Amy Lee', language: 'en' }),
    )
    expect(res.status).toBe(200)
    const mail = ctx.mailer.messages.find((m) => m.to === 'amy@example.com')!
    expect(mail.subject).toBe('Confirm your email for Quadra')
    expect(mail.text).toMatch(/^Hi Amy Lee,\n\nTo activate your Quadra account/)
    expect(mail.text).not.toMatch(/Olá|confirme/)
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fauth%2Fconfirm%3Flang%3Den$/,
    )

    const verify = await ctx.client().request('GET', mail.links[0]!)
    expect(verify.status).toBe(302)
    expect(verify.headers.get('location')).toBe('/auth/confirm?lang=en')

    // the reset mail too
    await ctx.client().request('POST', '/api/auth/request-password-reset', {
      email: 'amy@example.com',
      redirectTo: '/auth/reset-password',
    })
    const reset = ctx.mailer.messages.at(-1)!
    expect(reset.subject).toBe('Reset your Quadra password')
    expect(new URL(reset.links[0]!).searchParams.get('callbackURL')).toBe(
      '/auth/reset-password?lang=en',
    )
  })

  it('stores the password as an argon2id hash at the standard cost, as production does', async () => {
    const standard = await createTestContext({ passwordHashing: 'standard' })
    try {
      const res = await standard
        .client()
        .request('POST', '/api/auth/sign-up/email', signup('hash@example.com'))
      const { user } = await bodyOf<AuthUserAnswer>(res)
      const [acc] = await standard.database.db
        .select()
        .from(account)
        .where(eq(account.userId, user.id))
      expect(acc!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    } finally {
      await standard.close()
    }
  })

  it('normalises a 10-digit number by inserting the 9', async () => {
    const res = await ctx
      .client()
      .request(
        'POST',
        '/api/auth/sign-up/email',
        signup('dez@example.com', { phone: '1187654321' }),
      )
    const { user } = await bodyOf<AuthUserAnswer>(res)
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id))
    expect(profile!.phone).toBe('5511987654321')
  })

  it.each([
    ['+55 (11) 97777-6666', '5511977776666'], // pasted as WhatsApp shows it
    ['(11) 3063-4000', '551130634000'], // a landline keeps its 8 digits
  ])('stores %s as %s', async (phone, stored) => {
    const email = `p${stored}@example.com`
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-up/email', signup(email, { phone }))
    const { user } = await bodyOf<AuthUserAnswer>(res)
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id))
    expect(profile!.phone).toBe(stored)
  })

  it('refuses a duplicate e-mail with the spec message', async () => {
    await ctx.client().request('POST', '/api/auth/sign-up/email', signup('dup@example.com'))
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-up/email', signup('DUP@example.com'))
    expect(res.status).toBe(422)
    expect(await bodyOf(res)).toEqual({
      error: {
        code: 'USER_ALREADY_EXISTS',
        message: 'Este email já está cadastrado',
        messageCode: 'auth.emailAlreadyRegistered',
        messageParams: {},
      },
    })
  })

  it.each([
    [{ phone: '' }, 'Telefone é obrigatório'],
    [{ phone: '123' }, 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)'],
    [{ phone: '(20) 3063-4000' }, 'Telefone inválido: confira o DDD e o número'],
    [{ name: '' }, 'Nome é obrigatório'],
    [{ email: 'not-an-email' }, 'Email inválido'],
    [{ password: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ countryCode: 'abc' }, 'Código do país inválido'],
  ])('validates %o', async (extra, message) => {
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-up/email', signup('v@example.com', extra))
    expect(res.status).toBe(400)
    expect((await errorBody(res)).error.message).toBe(message)
  })

  it('refuses the most common passwords', async () => {
    for (const password of ['password', '123456789', 'senha123', 'Qwerty123'.toLowerCase()]) {
      const res = await ctx
        .client()
        .request(
          'POST',
          '/api/auth/sign-up/email',
          signup(`c-${password}@example.com`, { password }),
        )
      expect(res.status, password).toBe(400)
      expect((await errorBody(res)).error.code).toBe('PASSWORD_TOO_COMMON')
    }
  })
})

describe('verification and sign-in', () => {
  const email = 'bia@example.com'

  it('refuses sign-in until the e-mail is verified, and can resend the mail', async () => {
    await ctx.client().request('POST', '/api/auth/sign-up/email', signup(email))
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })
    expect(res.status).toBe(403)
    expect((await errorBody(res)).error.code).toBe('EMAIL_NOT_VERIFIED')

    const before = ctx.mailer.messages.length
    const resend = await ctx
      .client()
      .request('POST', '/api/auth/send-verification-email', { email, callbackURL: '/auth/confirm' })
    expect(resend.status).toBe(200)
    expect(ctx.mailer.messages.length).toBe(before + 1)
  })

  it('verifies through the link, landing on /auth/confirm, then signs in with an HttpOnly Lax cookie', async () => {
    const link = lastLinkTo(ctx.mailer.messages, email)
    const client = ctx.client()
    const verify = await client.request('GET', link)
    expect(verify.status).toBe(302)
    expect(verify.headers.get('location')).toBe('/auth/confirm')

    const res = await client.request('POST', '/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    })
    expect(res.status).toBe(200)
    const signedIn = await res.clone().json()
    expect(signedIn.user.email).toBe(email)
    expect(signedIn.token).toBeUndefined() // only the http-only cookie carries the session
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('quadra.session_token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)

    const session = await bodyOf<AuthSessionAnswer>(
      await client.request('GET', '/api/auth/get-session'),
    )
    expect(session?.user.email).toBe(email)
  })

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const unknown = await ctx.client().request('POST', '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'whatever-1',
    })
    const wrong = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: 'wrong-password-1' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await bodyOf(unknown)).toEqual(await bodyOf(wrong))
  })

  it('rejects a forged or used verification token back to /auth/confirm with an error', async () => {
    const res = await ctx
      .client()
      .request('GET', '/api/auth/verify-email?token=forged&callbackURL=%2Fauth%2Fconfirm')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/auth\/confirm\?error=/)
  })

  it('signs out', async () => {
    const { client } = await ctx.coach()
    expect((await client.request('GET', '/api/anything')).status).toBe(404)
    const out = await client.request('POST', '/api/auth/sign-out', {})
    expect(out.status).toBe(200)
    const res = await client.request('GET', '/api/anything')
    expect(res.status).toBe(401)
  })
})

describe('protection', () => {
  it('answers 401 Não autenticado on every /api call without a session, except auth and health', async () => {
    const client = ctx.client()
    for (const path of [
      '/api/students',
      '/api/sessions',
      '/api/dashboard',
      '/api/profile',
      '/api/whatever',
    ]) {
      const res = await client.request('GET', path)
      expect(res.status, path).toBe(401)
      expect(await bodyOf(res)).toEqual({
        error: {
          code: 'UNAUTHENTICATED',
          message: 'Não autenticado',
          messageCode: 'api.unauthenticated',
          messageParams: {},
        },
      })
    }
    expect((await client.get('/api/health')).status).toBe(200)
    expect((await client.request('GET', '/api/auth/get-session')).status).toBe(200)
  })

  it('refuses a tampered, expired or revoked session on every API call', async () => {
    const { client, userId } = await ctx.coach()
    expect((await client.request('GET', '/api/anything')).status).toBe(404)
    const [name, value] = [...client.cookies].find(([k]) => k.includes('session_token'))!
    const decoded = decodeURIComponent(value)
    const tampered = ctx.client()
    // one character changed (to another one: a token that starts with 'x' gets a 'y')
    const swapped = decoded.startsWith('x') ? 'y' : 'x'
    tampered.cookies.set(name, encodeURIComponent(`${swapped}${decoded.slice(1)}`))
    expect((await tampered.get('/api/students')).status).toBe(401)

    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId))
    expect((await client.get('/api/students')).status).toBe(401)

    const again = await ctx.coach()
    await ctx.database.db.delete(session).where(eq(session.userId, again.userId))
    expect((await again.client.get('/api/students')).status).toBe(401)
  })

  it('extends a session used after a day, through better-auth', async () => {
    const { client, userId } = await ctx.coach()
    const old = new Date(Date.now() - 2 * 86_400_000)
    const soon = new Date(Date.now() + 5 * 86_400_000)
    await ctx.database.db
      .update(session)
      .set({ updatedAt: old, expiresAt: soon })
      .where(eq(session.userId, userId))
    expect((await client.get('/api/students')).status).toBe(200)
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, userId))
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime())
  })

  it('does not accept a made-up session cookie', async () => {
    const client = ctx.client()
    client.cookies.set('quadra.session_token', 'forged.value')
    expect((await client.get('/api/students')).status).toBe(401)
  })
})

describe('password reset', () => {
  it('mails a reset link, sets the new password, refuses a common one and ends the other sessions', async () => {
    const { client, email } = await ctx.coach()
    expect((await client.request('GET', '/api/anything')).status).toBe(404) // signed in

    const anon = ctx.client()
    const req = await anon.request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    })
    expect(req.status).toBe(200)
    const link = lastLinkTo(ctx.mailer.messages, email)
    expect(ctx.mailer.messages.at(-1)!.subject).toBe('Redefina sua senha do Quadra')

    const callback = await anon.request('GET', link)
    expect(callback.status).toBe(302)
    const location = callback.headers.get('location')!
    expect(location).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/)
    const token = new URL(location, 'http://x').searchParams.get('token')!

    const common = await anon.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'password123',
    })
    expect(common.status).toBe(400)
    expect((await errorBody(common)).error.code).toBe('PASSWORD_TOO_COMMON')

    const reset = await anon.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Nova-senha-forte-9',
    })
    expect(reset.status).toBe(200)

    expect((await client.request('GET', '/api/anything')).status).toBe(401) // the old session was revoked
    const oldPw = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })
    expect(oldPw.status).toBe(401)
    const newPw = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: 'Nova-senha-forte-9' })
    expect(newPw.status).toBe(200)
  })

  it('answers the same for an unknown e-mail (no account enumeration)', async () => {
    const before = ctx.mailer.messages.length
    const res = await ctx.client().request('POST', '/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/auth/reset-password',
    })
    expect(res.status).toBe(200)
    expect(ctx.mailer.messages.length).toBe(before)
  })
})

describe('common passwords on every path that sets one (issue 10)', () => {
  const refused = ['123456', 'P@ssw0rd', 'Senha@123', 'aaaaaa', 'Quadra123']
  const commonBody = {
    error: {
      code: 'PASSWORD_TOO_COMMON',
      message: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.',
    },
  }

  it('sign-up', async () => {
    for (const password of refused) {
      const res = await ctx
        .client()
        .request(
          'POST',
          '/api/auth/sign-up/email',
          signup(`pw-${password.length}-${password.charCodeAt(1)}@example.com`, { password }),
        )
      expect(res.status, password).toBe(400)
      expect(await bodyOf(res), password).toMatchObject(commonBody)
    }
  })

  it('change-password: refused with the sign-up message, the old password still works', async () => {
    const { client, email } = await ctx.coach()
    for (const newPassword of refused) {
      const res = await client.request('POST', '/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        newPassword,
      })
      expect(res.status, newPassword).toBe(400)
      expect(await bodyOf(res), newPassword).toMatchObject(commonBody)
    }
    const old = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })
    expect(old.status).toBe(200)
    const strong = await client.request('POST', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Outra-senha-forte-77',
    })
    expect(strong.status, await strong.clone().text()).toBe(200)
    const now = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: 'Outra-senha-forte-77' })
    expect(now.status).toBe(200)
  })

  it('reset-password', async () => {
    const { email } = await ctx.coach()
    const anon = ctx.client()
    await anon.request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    })
    const callback = await anon.request('GET', lastLinkTo(ctx.mailer.messages, email))
    const token = new URL(callback.headers.get('location')!, 'http://x').searchParams.get('token')!
    for (const newPassword of refused) {
      const res = await anon.request('POST', '/api/auth/reset-password', { token, newPassword })
      expect(res.status, newPassword).toBe(400)
      expect(await bodyOf(res), newPassword).toMatchObject(commonBody)
    }
    const ok = await anon.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Quadra-teste-2027',
    })
    expect(ok.status).toBe(200)
  })
})

describe('rate limiting per client IP', () => {
  async function listen(trustProxy: number | boolean) {
    const limited = await createTestContext({
      trustProxy,
      rateLimits: { signIn: { window: 60, max: 5 } },
    })
    const server = serve({ fetch: limited.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((r) => server.once('listening', r))
    const port = (server.address() as AddressInfo).port
    const attempt = (forwardedFor?: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ email: 'x@example.com', password: 'wrong-password' }),
      })
    return {
      attempt,
      async close() {
        server.close()
        await limited.close()
      },
    }
  }

  it('answers 429 to rapid wrong-password attempts, even when the client rotates X-Forwarded-For', async () => {
    const s = await listen(false)
    try {
      const statuses: number[] = []
      for (let i = 0; i < 8; i++) statuses.push((await s.attempt(`10.0.0.${i}`)).status)
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
      expect(statuses.slice(5)).toEqual([429, 429, 429])
    } finally {
      await s.close()
    }
  })

  it('with TRUST_PROXY, keys on the proxy-provided address', async () => {
    const s = await listen(true)
    try {
      for (let i = 0; i < 5; i++) expect((await s.attempt('203.0.113.7')).status).toBe(401)
      expect((await s.attempt('203.0.113.7')).status).toBe(429)
      expect((await s.attempt('203.0.113.8')).status).toBe(401)
    } finally {
      await s.close()
    }
  })

  it('behind an appending proxy, a client cannot pick its bucket with its own X-Forwarded-For', async () => {
    // nginx's $proxy_add_x_forwarded_for: '<what the client sent>, <the address nginx saw>'
    const s = await listen(1)
    try {
      for (let i = 0; i < 5; i++)
        expect((await s.attempt(`10.9.9.${i}, 203.0.113.9`)).status).toBe(401)
      expect((await s.attempt('10.9.9.99, 203.0.113.9')).status).toBe(429)
    } finally {
      await s.close()
    }
  })

  it('with two trusted proxies, takes the address two hops from the right', async () => {
    const s = await listen(2)
    try {
      for (let i = 0; i < 5; i++)
        expect((await s.attempt(`10.9.8.${i}, 203.0.113.10, 10.0.0.1`)).status).toBe(401)
      expect((await s.attempt('10.9.8.99, 203.0.113.10, 10.0.0.2')).status).toBe(429)
    } finally {
      await s.close()
    }
  })
})

describe('cookies under https', () => {
  it('marks the session cookie Secure when APP_URL is https', async () => {
    const secure = await createTestContext({ appUrl: 'https://quadra.example.com' })
    try {
      const { client } = await secure.coach()
      expect(
        [...client.cookies.keys()].some((k) => k.startsWith('__Secure-quadra.session_token')),
      ).toBe(true)
    } finally {
      await secure.close()
    }
  })
})
