import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthSessionAnswer,
  bodyOf,
  createTestContext,
  errorBody,
  json,
  lastLinkTo,
  signupBody,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { LOCALE_MESSAGES } from '../../../shared/domain/locale'
import { messageText } from '../../../shared/message-text'
import { user } from '../../db/schema/auth'

/** Issue 15: a coach's language, currency and time zone (decision 0016). */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

const signup = (email: string, extra: Record<string, unknown> = {}) =>
  signupBody(email, { name: 'Jane Coach', ...extra })

const accountOf = async (email: string) =>
  (await ctx.database.db.select().from(user).where(eq(user.email, email)))[0]!

describe('the language at sign-up', () => {
  it('stores the language the sign-up page spoke; pt-BR when none is given', async () => {
    expect(
      (
        await ctx
          .client()
          .request('POST', '/api/auth/sign-up/email', signup('en@example.com', { language: 'en' }))
      ).status,
    ).toBe(200)
    expect(
      (await ctx.client().request('POST', '/api/auth/sign-up/email', signup('pt@example.com')))
        .status,
    ).toBe(200)
    expect(await accountOf('en@example.com')).toMatchObject({ language: 'en', currency: 'BRL' })
    expect(await accountOf('pt@example.com')).toMatchObject({ language: 'pt-BR', currency: 'BRL' })
  })

  it('refuses an unknown language with a clear message, creating nothing', async () => {
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-up/email', signup('xx@example.com', { language: 'fr' }))
    expect(res.status).toBe(400)
    expect(JSON.stringify(await bodyOf(res))).toContain(messageText(LOCALE_MESSAGES.language))
    expect(
      await ctx.database.db.select().from(user).where(eq(user.email, 'xx@example.com')),
    ).toEqual([])
  })

  it("cannot be set through better-auth's own update-user", async () => {
    const { client, email } = await ctx.coach()
    await client.request('POST', '/api/auth/update-user', { language: 'en', currency: 'USD' })
    expect(await accountOf(email)).toMatchObject({ language: 'pt-BR', currency: 'BRL' })
  })
})

describe('PATCH /api/profile: language, currency, time zone', () => {
  it('changes them (alone or together), the session carries language and currency', async () => {
    const { client } = await ctx.coach()
    const before = await json(await client.get('/api/profile'))
    expect(before).toMatchObject({
      language: 'pt-BR',
      currency: 'BRL',
      timezone: 'America/Sao_Paulo',
    })
    let res = await client.patch('/api/profile', { language: 'en' })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ language: 'en', currency: 'BRL', name: before.name })
    res = await client.patch('/api/profile', { currency: 'USD', timezone: 'America/New_York' })
    expect(await json(res)).toMatchObject({
      language: 'en',
      currency: 'USD',
      timezone: 'America/New_York',
    })
    const session = await bodyOf<AuthSessionAnswer>(
      await client.request('GET', '/api/auth/get-session'),
    )
    expect(session?.user).toMatchObject({ language: 'en', currency: 'USD' })
    // the rest of the profile is untouched
    expect(await json(await client.get('/api/profile'))).toMatchObject({
      name: before.name,
      phone: before.phone,
      mainSport: before.mainSport,
      cancelNoticeHours: before.cancelNoticeHours,
    })
  })

  it('refuses an unknown language, currency or time zone with its message, changing nothing', async () => {
    const { client } = await ctx.coach()
    for (const [body, message] of [
      [{ language: 'es' }, LOCALE_MESSAGES.language],
      [{ currency: 'GBP' }, LOCALE_MESSAGES.currency],
      [{ timezone: 'Mars/Olympus' }, LOCALE_MESSAGES.timeZone],
      [{ language: 'en', timezone: '' }, LOCALE_MESSAGES.timeZone],
    ] as const) {
      const res = await client.request('PATCH', '/api/profile', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await errorBody(res))).toContain(messageText(message))
    }
    expect(await json(await client.get('/api/profile'))).toMatchObject({
      language: 'pt-BR',
      currency: 'BRL',
      timezone: 'America/Sao_Paulo',
    })
  })

  it("the confirmation link of an English coach's e-mail still confirms", async () => {
    const client = ctx.client()
    await client.request(
      'POST',
      '/api/auth/sign-up/email',
      signup('link@example.com', { language: 'en' }),
    )
    const link = lastLinkTo(ctx.mailer.messages, 'link@example.com')
    const res = await client.request('GET', link.replace('http://localhost:3000', ''))
    expect(res.status).toBeLessThan(400)
    expect(await accountOf('link@example.com')).toMatchObject({
      emailVerified: true,
      language: 'en',
    })
  })
})
