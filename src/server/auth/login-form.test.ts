import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  lastLinkTo,
  TEST_APP_URL,
  TEST_PASSWORD,
  type TestContext,
} from '../../../tests/helpers/test-app'
import { AUTH_GENERIC_ERROR, AUTH_MESSAGES_BY_CODE } from '../../shared/auth-messages'
import { messageText } from '../../shared/message-text'
import { user } from '../db/schema/auth'
import { mountWebApp } from '../static'
import {
  withConfirmFeedback,
  withForgotFeedback,
  withLoginFeedback,
  withResetFeedback,
} from './login-form'

/**
 * The sign-in form of the prerendered /app/login without JavaScript: a plain
 * `application/x-www-form-urlencoded` post that signs in through better-auth like the
 * JavaScript path — cookie and 303 to the dashboard, or 303 back to the page with the error.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

function post(
  context: TestContext,
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
  page = '/app/login',
) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
  return context.app.request(`${TEST_APP_URL}${page}`, {
    method: 'POST',
    headers: {
      origin: TEST_APP_URL,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    },
    body,
    redirect: 'manual',
  })
}

function backTo(res: Response) {
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location') ?? '', TEST_APP_URL)
  expect(location.pathname).toBe('/app/login')
  return { erro: location.searchParams.get('erro'), email: location.searchParams.get('email') }
}

function sessionCookie(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.includes('session_token=') && !pair.endsWith('='))
}

describe('POST /app/login (the form without JavaScript)', () => {
  it('signs in: session cookie and 303 to the dashboard, and the cookie opens the API', async () => {
    const { email } = await ctx.coach()
    const res = await post(ctx, { email, password: TEST_PASSWORD })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/app/dashboard')
    const cookie = sessionCookie(res)
    expect(cookie).toBeDefined()
    const session = await ctx.app.request(`${TEST_APP_URL}/api/auth/get-session`, {
      headers: { cookie: cookie! },
    })
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  it('a wrong password goes back to the page with the error and the e-mail typed, no cookie', async () => {
    const { email } = await ctx.coach()
    const res = await post(ctx, { email, password: 'senha-errada-123' })
    expect(backTo(res)).toEqual({ erro: 'INVALID_EMAIL_OR_PASSWORD', email })
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('an unconfirmed e-mail is refused with its own message', async () => {
    const { email, userId } = await ctx.coach()
    await ctx.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, userId))
    const res = await post(ctx, { email, password: TEST_PASSWORD })
    expect(backTo(res).erro).toBe('EMAIL_NOT_VERIFIED')
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('bad input gets a clear message, never a 500', async () => {
    expect(backTo(await post(ctx, { email: '', password: 'x' })).erro).toBe('INVALID_EMAIL')
    expect(backTo(await post(ctx, { email: 'não-é-email', password: 'x' })).erro).toBe(
      'INVALID_EMAIL',
    )
    expect(backTo(await post(ctx, { email: 'a@example.com', password: '' })).erro).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    )
    expect(backTo(await post(ctx, 'email=%E0%A4%A&password')).erro).toBe('INVALID_EMAIL')
    expect(backTo(await post(ctx, '')).erro).toBe('INVALID_EMAIL')
    // not a form: 415; too large: 413
    const asJson = await post(ctx, '{"email":"a@example.com"}', {
      'content-type': 'application/json',
    })
    expect(asJson.status).toBe(415)
    const huge = await post(ctx, { email: 'a@example.com', password: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
  })

  it('a post from another site is refused (403) and signs nobody in', async () => {
    const { email } = await ctx.coach()
    const foreign = await post(
      ctx,
      { email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    expect(sessionCookie(foreign)).toBeUndefined()
    const crossSite = await post(
      ctx,
      { email, password: TEST_PASSWORD },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
    // an opaque origin (a sandboxed frame, a page of another site under no-referrer)
    for (const site of ['cross-site', 'same-site', 'none']) {
      const opaque = await post(
        ctx,
        { email, password: TEST_PASSWORD },
        { origin: 'null', 'sec-fetch-site': site },
      )
      expect(opaque.status, site).toBe(403)
    }
    const bare = await post(ctx, { email, password: TEST_PASSWORD }, { origin: 'null' })
    expect(bare.status).toBe(403)
  })

  it("the app's own page posts with Origin: null (its Referrer-Policy is no-referrer): same-origin passes", async () => {
    const page = await ctx.app.request(`${TEST_APP_URL}/app/login`)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const { email } = await ctx.coach()
    const res = await post(
      ctx,
      { email, password: TEST_PASSWORD },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/app/dashboard')
    expect(sessionCookie(res)).toBeDefined()
  })
})

describe('GET /app/login with a session', () => {
  const open = (cookie?: string) =>
    ctx.app.request(`${TEST_APP_URL}/app/login`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    })

  it('a coach signed in goes to the dashboard at once (302, not cached)', async () => {
    const { email } = await ctx.coach()
    const cookie = sessionCookie(await post(ctx, { email, password: TEST_PASSWORD }))!
    const res = await open(`theme=dark; ${cookie}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/app/dashboard')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('no cookie, a forged one or one signed out: the page itself (no redirect)', async () => {
    const { email } = await ctx.coach()
    const cookie = sessionCookie(await post(ctx, { email, password: TEST_PASSWORD }))!
    const forged = cookie.replace(/=.*/, '=abc.def')
    for (const sent of [undefined, forged, 'other.session_token=x']) {
      expect((await open(sent)).status, String(sent)).not.toBe(302)
    }
    const out = await ctx.app.request(`${TEST_APP_URL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: TEST_APP_URL, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(out.status).toBe(200)
    expect((await open(cookie)).status).not.toBe(302)
  })
})

describe('POST /app/login is throttled like the JavaScript sign-in', () => {
  it('per account: after the free failures even the right password waits', async () => {
    const throttled = await createTestContext({
      signInThrottle: { freeFailures: 2, baseDelayMs: 60_000, lockAfter: 100 },
    })
    try {
      const { email } = await throttled.coach()
      for (let i = 0; i < 2; i++) {
        expect(backTo(await post(throttled, { email, password: 'errada-123456' })).erro).toBe(
          'INVALID_EMAIL_OR_PASSWORD',
        )
      }
      const res = await post(throttled, { email, password: TEST_PASSWORD })
      expect(backTo(res).erro).toBe('SIGN_IN_THROTTLED')
      expect(sessionCookie(res)).toBeUndefined()
    } finally {
      await throttled.close()
    }
  })

  it('per address: the IP rate limit of sign-in counts the form posts too', async () => {
    const limited = await createTestContext({ rateLimits: { signIn: { window: 60, max: 2 } } })
    try {
      const { email } = await limited.coach() // its sign-in is one of the two
      expect(sessionCookie(await post(limited, { email, password: TEST_PASSWORD }))).toBeDefined()
      const res = await post(limited, { email, password: TEST_PASSWORD })
      expect(backTo(res).erro).toBe('TOO_MANY_REQUESTS')
      expect(sessionCookie(res)).toBeUndefined()
    } finally {
      await limited.close()
    }
  })
})

describe('the prerendered page shows the refusal', () => {
  const page =
    '<html><form method="post" action="/app/login"><p id="login-form-error" role="alert" class="x"></p>' +
    '<input type="email" id="login-email" name="email"/><input id="login-password" name="password"/></form></html>'

  it('fills in the text of a known code and the e-mail, escaped', () => {
    const out = withLoginFeedback(
      page,
      new URLSearchParams({ erro: 'INVALID_EMAIL_OR_PASSWORD', email: '"><script>x</script>' }),
    )
    expect(out).toContain(
      `<p id="login-form-error" role="alert" class="x">${messageText(AUTH_MESSAGES_BY_CODE.INVALID_EMAIL_OR_PASSWORD!)}</p>`,
    )
    expect(out).toContain(
      '<input type="email" id="login-email" name="email" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"/>',
    )
    expect(out).not.toContain('<script>')
  })

  it('never shows text of the link: an unknown code shows the generic error', () => {
    const out = withLoginFeedback(page, new URLSearchParams({ erro: 'Ligue para 0800 000' }))
    expect(out).toContain(`>${messageText(AUTH_GENERIC_ERROR)}</p>`)
    expect(out).not.toContain('0800')
  })

  it('is served for GET /app/login?erro=…, and the page alone without a query', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'quadra-login-'))
    mkdirSync(path.join(root, 'app', 'login'), { recursive: true })
    writeFileSync(path.join(root, 'app', 'login', 'index.html'), page)
    writeFileSync(path.join(root, '__spa-fallback.html'), '<html>spa</html>')
    const app = new Hono()
    mountWebApp(app, root, 'https://quadra.example.com')
    expect(await (await app.request('/app/login')).text()).toBe(page)
    const res = await app.request('/app/login?erro=EMAIL_NOT_VERIFIED&email=ana%40example.com')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(messageText(AUTH_MESSAGES_BY_CODE.EMAIL_NOT_VERIFIED!))
    expect(html).toContain('value="ana@example.com"')
  })
})

describe('POST /auth/forgot-password (the form without JavaScript)', () => {
  const ask = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post(ctx, fields, headers, '/auth/forgot-password')
  const query = (res: Response) => {
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '', TEST_APP_URL)
    expect(location.pathname).toBe('/auth/forgot-password')
    return Object.fromEntries(location.searchParams)
  }

  it('sends the reset link and comes back with the note; the same answer for an unknown e-mail', async () => {
    const { email } = await ctx.coach()
    expect(query(await ask({ email }))).toEqual({ enviado: '1', email })
    expect(lastLinkTo(ctx.mailer.messages, email)).toMatch(/\/reset-password\/[^?]+\?callbackURL=/)
    const unknown = 'ninguem@example.com'
    expect(query(await ask({ email: unknown }))).toEqual({ enviado: '1', email: unknown })
    expect(ctx.mailer.messages.some((m) => m.to === unknown)).toBe(false)
  })

  it('a bad e-mail comes back with its message, nothing sent; another site is refused', async () => {
    const { email } = await ctx.coach()
    const before = ctx.mailer.messages.length
    expect(query(await ask({ email: 'nao-e-email' }))).toEqual({
      erro: 'INVALID_EMAIL',
      email: 'nao-e-email',
    })
    expect(query(await ask({}))).toEqual({ erro: 'INVALID_EMAIL' })
    const foreign = await ask({ email }, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(ctx.mailer.messages.length).toBe(before)
  })

  it('the per-address limit of reset requests counts the form posts too', async () => {
    const limited = await createTestContext({
      rateLimits: { resetRequest: { window: 900, max: 1 } },
    })
    try {
      const { email } = await limited.coach()
      const form = (fields: Record<string, string>) =>
        post(limited, fields, {}, '/auth/forgot-password')
      expect(query(await form({ email })).enviado).toBe('1')
      expect(query(await form({ email })).erro).toBe('TOO_MANY_REQUESTS')
    } finally {
      await limited.close()
    }
  })

  it('the prerendered page shows the note with the e-mail escaped, or the refusal', () => {
    const page =
      '<div id="forgot-sent" role="status" hidden="" class="flex"><p>com o email <span id="forgot-sent-email"></span>, você</p></div>' +
      '<form id="forgot-form" method="post"><p id="forgot-form-error" role="alert"></p>' +
      '<input type="email" id="forgot-email" name="email"/></form>'
    const sent = withForgotFeedback(
      page,
      new URLSearchParams({ enviado: '1', email: '<b>ana</b>@example.com' }),
    )
    expect(sent).toContain('<div id="forgot-sent" role="status" class="flex">')
    expect(sent).toContain('&lt;b&gt;ana&lt;/b&gt;@example.com</span>')
    expect(sent).toContain('<form id="forgot-form" hidden="" method="post">')
    const refused = withForgotFeedback(
      page,
      new URLSearchParams({ erro: 'INVALID_EMAIL', email: 'x"y' }),
    )
    expect(refused).toContain(`>${messageText(AUTH_MESSAGES_BY_CODE.INVALID_EMAIL!)}</p>`)
    expect(refused).toContain('value="x&quot;y"')
    expect(refused).toContain('hidden=""')
    expect(refused).not.toContain('<form id="forgot-form" hidden')
  })
})

describe('POST /auth/reset-password (the form without JavaScript)', () => {
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post(ctx, fields, headers, '/auth/reset-password')
  const answer = (res: Response): Record<string, string> => {
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '', TEST_APP_URL)
    return {
      path: location.pathname,
      ...Object.fromEntries(location.searchParams),
    }
  }
  /** A coach and the token of a reset link sent to them (through the form, as a visitor would). */
  const withToken = async () => {
    const coach = await ctx.coach()
    await post(ctx, { email: coach.email }, {}, '/auth/forgot-password')
    const link = lastLinkTo(ctx.mailer.messages, coach.email)
    const token = new URL(link).pathname.split('/').pop()!
    return { ...coach, token }
  }

  it('sets the new password and goes to the sign-in page with its note; the old one stops working', async () => {
    const { email, token } = await withToken()
    const password = 'Nova-senha-forte-42'
    expect(answer(await send({ token, password, confirmPassword: password }))).toEqual({
      path: '/app/login',
      senha: 'redefinida',
    })
    expect(sessionCookie(await post(ctx, { email, password }))).toBeDefined()
    expect(backTo(await post(ctx, { email, password: TEST_PASSWORD })).erro).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    )
    // the link was used: a second post is refused
    expect(answer(await send({ token, password, confirmPassword: password }))).toEqual({
      path: '/auth/reset-password',
      token,
      erro: 'INVALID_TOKEN',
    })
  })

  it("the form's rules come back as their messages, the token kept; nothing changes", async () => {
    const { email, token } = await withToken()
    const cases: [Record<string, string>, string][] = [
      [{}, 'PASSWORD_REQUIRED'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'PASSWORD_TOO_SHORT'],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'PASSWORD_TOO_LONG'],
      [{ password: 'Nova-senha-forte-42' }, 'CONFIRM_PASSWORD_REQUIRED'],
      [{ password: 'Nova-senha-forte-42', confirmPassword: 'outra' }, 'PASSWORDS_DO_NOT_MATCH'],
      [{ password: 'password123', confirmPassword: 'password123' }, 'PASSWORD_TOO_COMMON'],
    ]
    for (const [fields, code] of cases) {
      expect(answer(await send({ token, ...fields })), code).toEqual({
        path: '/auth/reset-password',
        token,
        erro: code,
      })
      expect(AUTH_MESSAGES_BY_CODE[code], code).toBeDefined()
    }
    expect(
      answer(
        await send({ password: 'Nova-senha-forte-42', confirmPassword: 'Nova-senha-forte-42' }),
      ),
    ).toEqual({
      path: '/auth/reset-password',
      erro: 'INVALID_TOKEN',
    })
    expect(
      answer(
        await send({
          token: 'forjado',
          password: 'Nova-senha-forte-42',
          confirmPassword: 'Nova-senha-forte-42',
        }),
      ).erro,
    ).toBe('INVALID_TOKEN')
    expect(
      (
        await send(
          { token, password: 'Nova-senha-forte-42', confirmPassword: 'Nova-senha-forte-42' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
    // the password is still the old one
    expect(sessionCookie(await post(ctx, { email, password: TEST_PASSWORD }))).toBeDefined()
  })

  it('the prerendered page gets the token (escaped), or the invalid-link card instead of the form', () => {
    const page =
      '<div id="reset-invalid" hidden="" class="flex"><h1>Link inválido</h1></div>' +
      '<div id="reset-card" class="flex"><form method="post"><input type="hidden" id="reset-token" name="token" value=""/>' +
      '<p id="reset-form-error" role="alert"></p></form></div>'
    const withTokenPage = withResetFeedback(page, new URLSearchParams({ token: 'a"b<c' }))
    expect(withTokenPage).toContain('value="a&quot;b&lt;c"')
    expect(withTokenPage).toContain('<div id="reset-invalid" hidden=""')
    expect(withTokenPage).not.toContain('<div id="reset-card" hidden')
    const refused = withResetFeedback(
      page,
      new URLSearchParams({ token: 't', erro: 'PASSWORDS_DO_NOT_MATCH' }),
    )
    expect(refused).toContain(`>${messageText(AUTH_MESSAGES_BY_CODE.PASSWORDS_DO_NOT_MATCH!)}</p>`)
    for (const query of ['', 'error=INVALID_TOKEN', 'token=t&error=INVALID_TOKEN']) {
      const out = withResetFeedback(page, new URLSearchParams(query))
      expect(out, query).toContain('<div id="reset-invalid" class="flex">')
      expect(out, query).toContain('<div id="reset-card" hidden=""')
    }
  })

  it('the sign-in page shows its "password reset" note after one', () => {
    const page =
      '<div id="login-reset-note" role="status" hidden="" class="flex"></div><form></form>'
    expect(withLoginFeedback(page, new URLSearchParams({ senha: 'redefinida' }))).toContain(
      '<div id="login-reset-note" role="status" class="flex">',
    )
    expect(withLoginFeedback(page, new URLSearchParams({ senha: 'outra' }))).toBe(page)
  })
})

describe('the prerendered confirmation page', () => {
  const page =
    '<div id="confirm-failed" hidden="" class="text-center"><h1>Link inválido</h1></div>' +
    '<div id="confirm-ok" class="text-center"><h1>Email Confirmado!</h1></div>'
  it('keeps the "confirmed" card only after a verification that succeeded', () => {
    expect(withConfirmFeedback(page, new URLSearchParams('verified=1'))).toBe(page)
    for (const query of ['', 'verified=0', 'verified=1&error=INVALID_TOKEN', 'error=x']) {
      const out = withConfirmFeedback(page, new URLSearchParams(query))
      expect(out, query).toContain('<div id="confirm-failed" class="text-center">')
      expect(out, query).toContain('<div id="confirm-ok" hidden=""')
    }
  })
})
