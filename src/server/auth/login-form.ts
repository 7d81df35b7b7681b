import type { Env, Hono } from 'hono'
import { AUTH_GENERIC_ERROR, AUTH_MESSAGES_BY_CODE } from '../../shared/auth-messages'
import { loginSchema } from '../../shared/schemas/auth'
import { clientIp } from '../lib/client-ip'
import type { Logger } from '../lib/logger'
import { CLIENT_IP_HEADER } from './auth'

/** The page of the form and the address it posts to (the same URL). */
export const LOGIN_PAGE = '/app/login'
/** Where a coach lands once signed in (the same place as the JavaScript path). */
export const SIGNED_IN_HOME = '/app/dashboard'
/** The error shown back on the page: a code of AUTH_MESSAGES_BY_CODE, never free text. */
export const FORM_ERROR_PARAM = 'erro'
export const FORM_EMAIL_PARAM = 'email'
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const FORM_MAX_BYTES = 8 * 1024

interface Deps {
  /** better-auth's handler (auth/auth.ts). */
  handler: (request: Request) => Promise<Response>
  appUrl: string
  origins: Set<string>
  trustProxy: boolean
  logger: Logger
  /** True when the request's cookie is a live session (better-auth's getSession). */
  signedIn: (headers: Headers) => Promise<boolean>
}

/** The session cookie's name, plain or `__Secure-` (auth/auth.ts `cookiePrefix`). */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?quadra\.session_token=/

/**
 * The sign-in form of /app/login without JavaScript (issue 16): the prerendered page's
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
    if (isForeignFormPost(c.req.header('origin'), c.req.header('sec-fetch-site'), deps.origins)) {
      return c.text('Requisição recusada: ela não veio do site do Quadra.', 403)
    }
    if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
      return c.text('O formulário deve ser enviado como application/x-www-form-urlencoded.', 415)
    }
    const length = Number(c.req.header('content-length') ?? Number.NaN)
    if (!Number.isSafeInteger(length) || length > FORM_MAX_BYTES) {
      c.header('connection', 'close')
      return c.text('Requisição muito grande', 413)
    }
    const text = await c.req.text()
    if (Buffer.byteLength(text) > FORM_MAX_BYTES) return c.text('Requisição muito grande', 413)
    const form = new URLSearchParams(text)
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

    const headers = new Headers({
      'content-type': 'application/json',
      origin: new URL(deps.appUrl).origin,
      [CLIENT_IP_HEADER]: clientIp(c, deps.trustProxy),
    })
    const userAgent = c.req.header('user-agent')
    if (userAgent) headers.set('user-agent', userAgent)
    const res = await deps.handler(
      new Request(new URL('/api/auth/sign-in/email', deps.appUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: parsed.data.email, password: parsed.data.password }),
      }),
    )
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
 * True when a form post comes from another site. The app's pages are served with
 * `Referrer-Policy: no-referrer`, under which a browser sends `Origin: null` on a form post even
 * from the app's own page; only then does the browser's own `Sec-Fetch-Site` decide (a page
 * cannot set it): `same-origin` passes, anything else (another site, a sandboxed frame, none)
 * is refused. Any other `Origin` must be one of the app's; without `Origin` (not a browser's
 * form) only a browser's `cross-site` / `same-site` is refused, as in lib/origin-guard.ts.
 */
export function isForeignFormPost(
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

export function loginPageUrl(code: string, email: string): string {
  const query = new URLSearchParams({ [FORM_ERROR_PARAM]: code })
  if (email) query.set(FORM_EMAIL_PARAM, email)
  return `${LOGIN_PAGE}?${query}`
}

/** The pt-BR text of a form error code (the page's own language before its JavaScript). */
export function formErrorText(code: string): string {
  return AUTH_MESSAGES_BY_CODE[code] ?? AUTH_GENERIC_ERROR
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
  if (code) {
    out = out.replace(
      /(<p[^>]*id="login-form-error"[^>]*>)(<\/p>)/,
      (_, open: string, close: string) => `${open}${escapeHtml(formErrorText(code))}${close}`,
    )
  }
  if (email) {
    out = out.replace(
      /<input([^>]*id="login-email"[^>]*?)(\/?)>/,
      (_, attrs: string, slash: string) =>
        `<input${attrs.replace(/ value="[^"]*"/, '')} value="${escapeHtml(email.slice(0, 320))}"${slash}>`,
    )
  }
  return out
}
