import type { Context, Env, Hono } from 'hono'
import { AUTH_GENERIC_ERROR, AUTH_MESSAGES_BY_CODE } from '../../shared/auth-messages'
import { messageText } from '../../shared/message-text'
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../shared/schemas/auth'
import { clientIp } from '../lib/client-ip'
import type { Logger } from '../lib/logger'
import { CLIENT_IP_HEADER } from './auth'

/** The page of the form and the address it posts to (the same URL). */
export const LOGIN_PAGE = '/app/login'
/** Where a coach lands once signed in (the same place as the JavaScript path). */
const SIGNED_IN_HOME = '/app/dashboard'
/** The error shown back on the page: a code of AUTH_MESSAGES_BY_CODE, never free text. */
const FORM_ERROR_PARAM = 'erro'
const FORM_EMAIL_PARAM = 'email'
/** The page asking for a password reset link, and the one the link opens. */
export const FORGOT_PAGE = '/auth/forgot-password'
export const RESET_PAGE = '/auth/reset-password'
/** On the forgot-password page: the link was asked for (its note shows). */
const FORM_SENT_PARAM = 'enviado'
/** On the sign-in page, after a reset without JavaScript: `?senha=redefinida` (its note shows). */
const PASSWORD_RESET_PARAM = 'senha'
const PASSWORD_RESET_VALUE = 'redefinida'
/** The reset link's token on the new-password page (better-auth's redirect puts it there). */
const TOKEN_PARAM = 'token'
const TOKEN_MAX = 256
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const FORM_MAX_BYTES = 8 * 1024

interface Deps {
  /** better-auth's handler (auth/auth.ts). */
  handler: (request: Request) => Promise<Response>
  appUrl: string
  origins: Set<string>
  trustProxy: number | boolean
  logger: Logger
  /** True when the request's cookie is a live session (better-auth's getSession). */
  signedIn: (headers: Headers) => Promise<boolean>
}

/** The session cookie's name, plain or `__Secure-` (auth/auth.ts `cookiePrefix`). */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?quadra\.session_token=/

/**
 * The sign-in form of /app/login without JavaScript: the prerendered page's
 * `<form method="post">` sends `application/x-www-form-urlencoded` here. The sign-in runs
 * through better-auth exactly as the JavaScript path (POST /api/auth/sign-in/email: the same
 * IP rate limit, per-account throttle and messages); a success answers 303 to the dashboard
 * with the session cookie, a refusal 303 back to the page with the error's code and the e-mail
 * typed (the page shows them, server/static.ts fills them into the prerendered HTML).
 * A post from another site is refused (403), like every write of the API.
 */
export function mountLoginForm<E extends Env>(app: Hono<E>, deps: Deps) {
  // A coach already signed in who opens the page goes to the dashboard at once: the page's
  // JavaScript may start only on the first interaction (scripts/defer-hydration.mjs), so it
  // cannot be the one to send them there. Without a session cookie, no query is made.
  app.get(LOGIN_PAGE, async (c, next) => {
    if (SESSION_COOKIE.test(c.req.header('cookie') ?? '')) {
      const live = await deps.signedIn(c.req.raw.headers).catch((error: unknown) => {
        deps.logger.error('[auth] session check of the sign-in page failed', { error })
        return false
      })
      if (live) {
        c.header('cache-control', 'no-store')
        return c.redirect(SIGNED_IN_HOME, 302)
      }
    }
    await next()
  })
  app.post(LOGIN_PAGE, async (c) => {
    const form = await readFormPost(c, deps)
    if (form instanceof Response) return form
    const typedEmail = (form.get('email') ?? '').slice(0, 320)
    const back = (code: string) => c.redirect(loginPageUrl(code, typedEmail), 303)

    const parsed = loginSchema.safeParse({
      email: form.get('email') ?? '',
      password: form.get('password') ?? '',
    })
    if (!parsed.success) {
      const emailProblem = parsed.error.issues.some((issue) => issue.path[0] === 'email')
      return back(emailProblem ? 'INVALID_EMAIL' : 'INVALID_EMAIL_OR_PASSWORD')
    }

    const res = await callAuth(c, deps, '/api/auth/sign-in/email', {
      email: parsed.data.email,
      password: parsed.data.password,
    })
    if (res.status >= 400) {
      const code = await refusalCode(res)
      if (res.status >= 500) deps.logger.error('[auth] form sign-in failed', { status: res.status })
      return back(code)
    }
    const answer = c.redirect(SIGNED_IN_HOME, 303)
    for (const cookie of res.headers.getSetCookie()) answer.headers.append('set-cookie', cookie)
    return answer
  })
}

/**
 * The fields of a plain form post, or the answer refusing it: from another site (403), not
 * `application/x-www-form-urlencoded` (415), too large (413).
 */
async function readFormPost(c: Context, deps: Deps): Promise<URLSearchParams | Response> {
  if (isForeignFormPost(c.req.header('origin'), c.req.header('sec-fetch-site'), deps.origins)) {
    return c.text(messageText('api.crossSite'), 403)
  }
  if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
    return c.text('O formulário deve ser enviado como application/x-www-form-urlencoded.', 415)
  }
  const length = Number(c.req.header('content-length') ?? Number.NaN)
  if (!Number.isSafeInteger(length) || length > FORM_MAX_BYTES) {
    c.header('connection', 'close')
    return c.text(messageText('api.requestTooLarge'), 413)
  }
  const text = await c.req.text()
  if (Buffer.byteLength(text) > FORM_MAX_BYTES)
    return c.text(messageText('api.requestTooLarge'), 413)
  return new URLSearchParams(text)
}

/** A better-auth endpoint called as the browser's JavaScript would (same limits, same rules). */
function callAuth(c: Context, deps: Deps, endpoint: string, body: unknown): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    origin: new URL(deps.appUrl).origin,
    [CLIENT_IP_HEADER]: clientIp(c, deps.trustProxy),
  })
  const userAgent = c.req.header('user-agent')
  if (userAgent) headers.set('user-agent', userAgent)
  return deps.handler(
    new Request(new URL(endpoint, deps.appUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
}

/**
 * The "forgot my password" form of the prerendered /auth/forgot-password without JavaScript:
 * the reset link is asked of better-auth as the JavaScript path does (same per-IP limit, same
 * answer whether the account exists or not); the page comes back with `?enviado=1&email=` (its
 * "check your e-mail" note) or with the refusal's code.
 */
export function mountForgotPasswordForm<E extends Env>(app: Hono<E>, deps: Deps) {
  app.post(FORGOT_PAGE, async (c) => {
    const form = await readFormPost(c, deps)
    if (form instanceof Response) return form
    const typedEmail = (form.get('email') ?? '').slice(0, 320)
    const back = (query: Record<string, string>) => {
      const params = new URLSearchParams(query)
      if (typedEmail) params.set(FORM_EMAIL_PARAM, typedEmail)
      return c.redirect(`${FORGOT_PAGE}?${params}`, 303)
    }
    const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') ?? '' })
    if (!parsed.success) return back({ [FORM_ERROR_PARAM]: 'INVALID_EMAIL' })
    const res = await callAuth(c, deps, '/api/auth/request-password-reset', {
      email: parsed.data.email,
      redirectTo: RESET_PAGE,
    })
    if (res.status >= 400) {
      if (res.status >= 500)
        deps.logger.error('[auth] form reset request failed', { status: res.status })
      return back({ [FORM_ERROR_PARAM]: await refusalCode(res) })
    }
    return back({ [FORM_SENT_PARAM]: '1' })
  })
}

/**
 * The new-password form of the prerendered /auth/reset-password without JavaScript: the
 * page carries the link's token in a hidden field; the form's rules are the screen's
 * (`resetPasswordSchema`), then better-auth's reset (its per-IP limit, the common-password
 * rule, every other session ended). A success goes to the sign-in page with its "password
 * reset" note; a refusal back to the page, the token kept, with the message's code.
 */
export function mountResetPasswordForm<E extends Env>(app: Hono<E>, deps: Deps) {
  app.post(RESET_PAGE, async (c) => {
    const form = await readFormPost(c, deps)
    if (form instanceof Response) return form
    const token = (form.get(TOKEN_PARAM) ?? '').slice(0, TOKEN_MAX)
    const back = (code: string) =>
      c.redirect(
        `${RESET_PAGE}?${new URLSearchParams(token ? { [TOKEN_PARAM]: token, [FORM_ERROR_PARAM]: code } : { [FORM_ERROR_PARAM]: code })}`,
        303,
      )
    if (!token) return back('INVALID_TOKEN')
    const parsed = resetPasswordSchema.safeParse({
      password: form.get('password') ?? '',
      confirmPassword: form.get('confirmPassword') ?? '',
    })
    if (!parsed.success) return back(codeOfMessage(parsed.error.issues[0]?.message))
    const res = await callAuth(c, deps, '/api/auth/reset-password', {
      newPassword: parsed.data.password,
      token,
    })
    if (res.status >= 400) {
      if (res.status >= 500) deps.logger.error('[auth] form reset failed', { status: res.status })
      return back(await refusalCode(res))
    }
    return c.redirect(`${LOGIN_PAGE}?${PASSWORD_RESET_PARAM}=${PASSWORD_RESET_VALUE}`, 303)
  })
}

/** The code of a shared rule's message (AUTH_MESSAGES_BY_CODE), else the generic error's. */
function codeOfMessage(message: string | undefined): string {
  const found = Object.entries(AUTH_MESSAGES_BY_CODE).find(([, text]) => text === message)
  return found ? found[0] : 'INTERNAL'
}

/**
 * True when a form post comes from another site. The app's pages are served with
 * `Referrer-Policy: no-referrer`, under which a browser sends `Origin: null` on a form post even
 * from the app's own page; only then does the browser's own `Sec-Fetch-Site` decide (a page
 * cannot set it): `same-origin` passes, anything else (another site, a sandboxed frame, none)
 * is refused. Any other `Origin` must be one of the app's; without `Origin` (not a browser's
 * form) only a browser's `cross-site` / `same-site` is refused, as in lib/origin-guard.ts.
 */
function isForeignFormPost(
  origin: string | undefined,
  secFetchSite: string | undefined,
  origins: Set<string>,
): boolean {
  const fetchSite = secFetchSite?.toLowerCase()
  if (origin === 'null') return fetchSite !== 'same-origin'
  if (origin !== undefined) return !origins.has(origin)
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}

/** The code of better-auth's refusal, one the page knows (else the generic error). */
async function refusalCode(res: Response): Promise<string> {
  if (res.status >= 500) return 'INTERNAL'
  const body = (await res.json().catch(() => ({}))) as { code?: unknown }
  const code = typeof body.code === 'string' ? body.code : ''
  if (AUTH_MESSAGES_BY_CODE[code]) return code
  return res.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL'
}

function loginPageUrl(code: string, email: string): string {
  const query = new URLSearchParams({ [FORM_ERROR_PARAM]: code })
  if (email) query.set(FORM_EMAIL_PARAM, email)
  return `${LOGIN_PAGE}?${query}`
}

/** The pt-BR text of a form error code (the page's own language before its JavaScript). */
function formErrorText(code: string): string {
  return messageText(AUTH_MESSAGES_BY_CODE[code] ?? AUTH_GENERIC_ERROR)
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/**
 * The prerendered /app/login with a refused sign-in's feedback, for a browser without
 * JavaScript: the error's text in the page's (empty) error line and the e-mail typed back in
 * its field. Only codes of AUTH_MESSAGES_BY_CODE are shown (a link cannot put text of its own
 * on the page); the e-mail is escaped.
 */
export function withLoginFeedback(html: string, query: URLSearchParams): string {
  const code = query.get(FORM_ERROR_PARAM)
  const email = query.get(FORM_EMAIL_PARAM)
  let out = html
  if (query.get(PASSWORD_RESET_PARAM) === PASSWORD_RESET_VALUE)
    out = unhide(out, 'login-reset-note')
  if (code) out = fillText(out, 'p', 'login-form-error', formErrorText(code))
  if (email) out = fillValue(out, 'login-email', email.slice(0, 320))
  return out
}

/**
 * The prerendered /auth/forgot-password with the answer of a form post without JavaScript:
 * `?enviado=1` shows the page's "check your e-mail" note (its text is the page's own, the
 * e-mail escaped in its place) instead of the form; `?erro=` a known code's text.
 */
export function withForgotFeedback(html: string, query: URLSearchParams): string {
  const code = query.get(FORM_ERROR_PARAM)
  const email = (query.get(FORM_EMAIL_PARAM) ?? '').slice(0, 320)
  let out = html
  if (query.get(FORM_SENT_PARAM) === '1' && email) {
    return fillText(
      hide(unhide(out, 'forgot-sent'), 'forgot-form'),
      'span',
      'forgot-sent-email',
      email,
    )
  }
  if (code) out = fillText(out, 'p', 'forgot-form-error', formErrorText(code))
  if (email) out = fillValue(out, 'forgot-email', email)
  return out
}

/**
 * The prerendered /auth/reset-password for the link it was opened with: the token in the
 * form's hidden field (escaped), a refusal's text; without a token, or with better-auth's
 * `?error=` (an expired link), the page's "invalid link" card instead of the form.
 */
export function withResetFeedback(html: string, query: URLSearchParams): string {
  const token = (query.get(TOKEN_PARAM) ?? '').slice(0, TOKEN_MAX)
  if (!token || query.has('error')) return hide(unhide(html, 'reset-invalid'), 'reset-card')
  const out = fillValue(html, 'reset-token', token)
  const code = query.get(FORM_ERROR_PARAM)
  return code ? fillText(out, 'p', 'reset-form-error', formErrorText(code)) : out
}

/** The confirmation page's path (better-auth's verification redirects there). */
export const CONFIRM_PAGE = '/auth/confirm'

/**
 * The prerendered /auth/confirm for the URL it was opened with: its "confirmed" card only
 * after a verification that succeeded (`?verified=1` without better-auth's `error`), else the
 * "invalid link" card — as the page decides once its JavaScript runs.
 */
export function withConfirmFeedback(html: string, query: URLSearchParams): string {
  const confirmed = query.get('verified') === '1' && !query.has('error')
  return confirmed ? html : hide(unhide(html, 'confirm-failed'), 'confirm-ok')
}

/** Puts an escaped text into an empty element of a prerendered page (by its tag and id). */
function fillText(html: string, tag: string, id: string, text: string): string {
  return html.replace(
    new RegExp(`(<${tag}[^>]*id="${id}"[^>]*>)(</${tag}>)`),
    (_, open: string, close: string) => `${open}${escapeHtml(text)}${close}`,
  )
}

/** Sets the value of an input of a prerendered page (by its id), escaped. */
function fillValue(html: string, id: string, value: string): string {
  return html.replace(
    new RegExp(`<input([^>]*id="${id}"[^>]*?)(/?)>`),
    (_, attrs: string, slash: string) =>
      `<input${attrs.replace(/ value="[^"]*"/, '')} value="${escapeHtml(value)}"${slash}>`,
  )
}

/** Shows an element of a prerendered page that is there `hidden` (by its id). */
function unhide(html: string, id: string): string {
  return html.replace(new RegExp(`(<[a-z]+[^>]*id="${id}"[^>]*?) hidden=""`), '$1')
}

/** Hides an element of a prerendered page (by its id). */
function hide(html: string, id: string): string {
  return html.replace(new RegExp(`<([a-z]+)([^>]*id="${id}")`), '<$1$2 hidden=""')
}
