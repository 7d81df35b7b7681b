import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthSessionAnswer,
  bodyOf,
  createTestContext,
  errorBody,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { createLogger, type LogEntry } from '../lib/logger'

const logged: LogEntry[] = []
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    logger: createLogger({ silent: true, capture: (entry) => logged.push(entry) }),
  })
})
afterAll(async () => {
  await ctx.close()
})

const signup = (email: string, password: string) => ({
  name: 'Treinadora Segura',
  email,
  password,
  phone: '11987654321',
  countryCode: '55',
})

describe('change-password', () => {
  it('signs every other session out, even when the client does not ask', async () => {
    const { client, email } = await ctx.coach()
    const other = ctx.client()
    expect(
      (await other.request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200)
    expect((await other.get('/api/profile')).status).toBe(200)
    const res = await client.request('POST', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Outra-senha-forte-88',
      revokeOtherSessions: false,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await other.get('/api/profile')).status).toBe(401)
  })
})

describe('new passwords', () => {
  const weak = ['abcdef', '123456789', 'qwerty12', 'zyxwvu']
  it('refuses the account e-mail, keyboard runs and control characters at sign-up', async () => {
    const email = `seg-${Date.now()}@example.com`
    const cases: [string, string][] = [
      [email, 'PASSWORD_IS_EMAIL'],
      [email.toUpperCase(), 'PASSWORD_IS_EMAIL'],
      ['Senha\nForte-2026', 'PASSWORD_INVALID_CHARACTERS'],
      ['Senha\tForte-2026', 'PASSWORD_INVALID_CHARACTERS'],
      ...weak.map((p): [string, string] => [p, 'PASSWORD_TOO_COMMON']),
    ]
    for (const [password, code] of cases) {
      const res = await ctx
        .client()
        .request('POST', '/api/auth/sign-up/email', signup(email, password))
      expect(res.status, JSON.stringify(password)).toBe(400)
      const body = await errorBody(res)
      expect(body.error.code, JSON.stringify(password)).toBe(code)
      expect(body.error.message).toMatch(/senha/i)
    }
  })

  it('refuses them at change-password, and the old password still works', async () => {
    const { client, email } = await ctx.coach()
    for (const newPassword of [email, 'abcdef', 'Senha\u0000Forte-2026']) {
      const res = await client.request('POST', '/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        newPassword,
      })
      expect(res.status, JSON.stringify(newPassword)).toBe(400)
    }
    const old = await ctx
      .client()
      .request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })
    expect(old.status).toBe(200)
  })
})

describe("better-auth's update-user", () => {
  it('is closed: name and photo change through the profile, with its rules', async () => {
    const { client } = await ctx.coach({ name: 'Nome Original' })
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(500) },
      { image: 'javascript:alert(1)' },
    ]) {
      const res = await client.request('POST', '/api/auth/update-user', body)
      expect(res.status, JSON.stringify(body)).toBe(403)
      const answer = await errorBody(res)
      expect(answer.error.message).toBe('Altere seu nome e sua foto em Perfil.')
    }
    const session = await bodyOf<AuthSessionAnswer>(
      await client.request('GET', '/api/auth/get-session'),
    )
    expect(session?.user.name).toBe('Nome Original')
    expect(session?.user.image ?? null).toBeNull()
  })
})

describe('client mistakes in the log', () => {
  it('a redirect outside the app is logged as a warning, not an error', async () => {
    const { email } = await ctx.coach()
    logged.length = 0
    const res = await ctx.client().request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: 'https://evil.example.com/steal',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(logged.filter((e) => e.level === 'error')).toEqual([])
    expect(logged.some((e) => e.level === 'warn' && /evil\.example\.com/.test(e.msg))).toBe(true)
  })
})
