import { messageFields } from '../shared/message-text'
import { msg } from '../shared/messages'
import { IMPORT_LIMITS } from '../shared/schemas/student-import'
// phones of every country: the server validates, stores and links them all
import '../shared/domain/phone-world'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { requestId } from 'hono/request-id'
import { healthResponseSchema } from '../shared/schemas/common.response'
import { type Auth, CLIENT_IP_HEADER, createAuth, type DEFAULT_RATE_LIMITS } from './auth/auth'
import { authErrorEnvelope } from './auth/auth-envelope'
import { mountForgotPasswordForm, mountLoginForm, mountResetPasswordForm } from './auth/login-form'
import type { PasswordHashing } from './auth/passwords'
import type { SignInThrottleOptions } from './auth/sign-in-throttle'
import type { Database } from './db/client'
import { type AdminDeps, adminRouter } from './features/admin/admin.handlers'
import { agendaRouter } from './features/agenda/agenda.handlers'
import { agentRouter } from './features/agent/agent.handlers'
import { AGENT_VOICE_PATH } from './features/agent/agent.routes'
import { AGENT_RATE_LIMIT, type AgentDeps } from './features/agent/agent.service'
import { type AgentInbox, createAgentInbox } from './features/agent/agent-inbox'
import { mountTelegramWebhook } from './features/agent/agent-telegram'
import {
  calendarFeedRouter,
  mountCalendarFeed,
} from './features/calendar-feed/calendar-feed.handlers'
import type { CALENDAR_FEED_RATE_LIMIT } from './features/calendar-feed/calendar-feed.service'
import { clubsRouter } from './features/clubs/clubs.handlers'
import { dashboardRouter } from './features/dashboard/dashboard.handlers'
import { type LEAD_RATE_LIMIT, leadsRouter } from './features/leads/leads.handlers'
import { packagesRouter } from './features/packages/packages.handlers'
import { paymentsRouter } from './features/payments/payments.handlers'
import { profileRouter } from './features/profile/profile.handlers'
import { progressRouter } from './features/progress/progress.handlers'
import { remindersRouter } from './features/reminders/reminders.handlers'
import { mountWhatsappWebhook } from './features/reminders/whatsapp-webhook.handlers'
import { reportsRouter } from './features/reports/reports.handlers'
import { classSessionsRouter } from './features/sessions/sessions.handlers'
import { studentImportRouter } from './features/student-import/student-import.handlers'
import {
  IMPORT_LINES_PATHS,
  SHEET_UPLOAD_PATH,
  SHEET_UPLOAD_TYPE,
} from './features/student-import/student-import.routes'
import { mountStudentPage, studentPageRouter } from './features/student-page/student-page.handlers'
import type { STUDENT_PAGE_RATE_LIMIT } from './features/student-page/student-page.public'
import { pageLinkKeys } from './features/student-page/student-page.service'
import { studentsRouter } from './features/students/students.handlers'
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './features/voice-notes/upload-quota'
import { voiceNotesRouter } from './features/voice-notes/voice-notes.handlers'
import { VOICE_NOTE_UPLOAD_PATH } from './features/voice-notes/voice-notes.routes'
import { AUDIO_UPLOAD_TYPE, type VoiceNoteDeps } from './features/voice-notes/voice-notes.service'
import { type AiSettings, createAiWriter } from './lib/ai-writer'
import { renderApiDocs } from './lib/api-docs'
import { clientIp } from './lib/client-ip'
import type { AppEnv } from './lib/context'
import { createErrorHandler } from './lib/errors'
import { compressAbove, lightBodyLimit, payloadTooLarge, withBodySize } from './lib/http-cost'
import type { Logger } from './lib/logger'
import { allowedOrigins, isRawBody, originGuard } from './lib/origin-guard'
import { requireUser } from './lib/require-user'
import { jsonResponse } from './lib/router'
import { securityHeaders, styleOnlyCsp } from './lib/security-headers'
import { flushMediaDeletions } from './lib/storage/media-deletions'
import type { MediaStorage } from './lib/storage/storage'
import type { TelegramSettings } from './lib/telegram'
import { createWhatsappCloud, type WhatsappSettings } from './lib/whatsapp-cloud'
import type { Mailer } from './mail'
import { mountWebApp } from './static'

export interface AppDeps {
  database: Database
  mailer: Mailer
  logger: Logger
  /** Where voice notes' files live (lib/storage: DATA_DIR/media or S3). */
  storage: MediaStorage
  appUrl: string
  authSecret: string
  trustProxy: number | boolean
  /** Built web app to serve (build/client); absent in API tests. */
  webRoot?: string
  /** Origins besides APP_URL allowed to call the API (the Vite dev server). */
  extraOrigins?: string[]
  rateLimits?: Partial<typeof DEFAULT_RATE_LIMITS>
  /** Failed sign-ins per account (auth/sign-in-throttle.ts); defaults to the NIST-style values. */
  signInThrottle?: Partial<SignInThrottleOptions>
  /** argon2's cost for new password hashes (PASSWORD_HASHING); `fast` only on test servers. */
  passwordHashing?: PasswordHashing
  leadRateLimit?: typeof LEAD_RATE_LIMIT
  calendarFeedRateLimit?: typeof CALENDAR_FEED_RATE_LIMIT
  /** The optional AI writer's settings; absent: every text is rule-based. */
  ai?: AiSettings
  studentPageRateLimit?: typeof STUDENT_PAGE_RATE_LIMIT
  /** Per-account voice note upload limits (env VOICE_NOTE_*); defaults: DEFAULT_UPLOAD_QUOTA. */
  voiceNoteQuota?: Partial<UploadQuota>
  /** Local maintenance endpoints for the command-line tools (embedded database only). */
  admin?: Omit<AdminDeps, 'database'>
  /** The WhatsApp Cloud API channel of reminders (WHATSAPP_*); absent: sent by the coach. */
  whatsapp?: WhatsappSettings
  /** Messages to the agent per coach (every channel); default AGENT_RATE_LIMIT. */
  agentRateLimit?: { max: number; windowSeconds: number }
  /** The agent's Telegram bot (TELEGRAM_*); absent: no Telegram. */
  telegram?: TelegramSettings
}

export interface QuadraApp {
  app: OpenAPIHono<AppEnv>
  auth: Auth
  /** What the messaging channels brought for the agent: index.ts polls it (agent-inbox.ts). */
  inbox: AgentInbox
}

/** Builds the whole HTTP application: middleware, auth, feature routers, web app. */
export function createApp(deps: AppDeps): QuadraApp {
  const { database, logger } = deps
  const auth = createAuth({
    db: database.db,
    mailer: deps.mailer,
    logger,
    appUrl: deps.appUrl,
    secret: deps.authSecret,
    extraOrigins: deps.extraOrigins,
    rateLimits: deps.rateLimits,
    signInThrottle: deps.signInThrottle,
    passwordHashing: deps.passwordHashing,
  })

  const app = new OpenAPIHono<AppEnv>()
  app.onError(createErrorHandler(logger))
  app.use('*', requestId())
  app.use('*', securityHeaders(deps.appUrl))
  // only responses of 4 KiB and more (README: in production, let the reverse proxy compress)
  app.use('*', compressAbove(4096))
  // before anything reads a body or a cookie: writes from another site are refused (403), and
  // bodies must be JSON (415) — the same origins better-auth trusts (see auth/auth.ts)
  const voiceUpload = { method: 'POST', path: VOICE_NOTE_UPLOAD_PATH, type: AUDIO_UPLOAD_TYPE }
  const agentVoice = { method: 'POST', path: AGENT_VOICE_PATH, type: AUDIO_UPLOAD_TYPE }
  const sheetUpload = { method: 'POST', path: SHEET_UPLOAD_PATH, type: SHEET_UPLOAD_TYPE }
  app.use(
    '/api/*',
    originGuard(allowedOrigins(deps.appUrl, deps.extraOrigins), [
      voiceUpload,
      agentVoice,
      sheetUpload,
    ]),
  )
  // a spreadsheet (10 MB) and the lines of one (5,000 students) are the API's large bodies
  const sheetBodyLimit = lightBodyLimit({
    maxSize: IMPORT_LIMITS.bytes + 64 * 1024,
    onError: payloadTooLarge,
  })
  const importBodyLimit = lightBodyLimit({ maxSize: 8 * 1024 * 1024, onError: payloadTooLarge })
  const jsonBodyLimit = lightBodyLimit({ maxSize: 256 * 1024, onError: payloadTooLarge })
  // the voice note upload and the agent's voice message read their own body with its own limit
  // (5 MB, counted as it flows)
  app.use('/api/*', (c, next) => {
    const type = c.req.header('content-type') ?? ''
    if (isRawBody(voiceUpload, c.req.method, c.req.path, type)) return next()
    if (isRawBody(agentVoice, c.req.method, c.req.path, type)) return next()
    if (isRawBody(sheetUpload, c.req.method, c.req.path, type)) return sheetBodyLimit(c, next)
    if (c.req.method === 'POST' && IMPORT_LINES_PATHS.has(c.req.path))
      return importBodyLimit(c, next)
    return jsonBodyLimit(c, next)
  })

  // Public routes first: everything mounted above the blanket requireUser below answers without
  // a session (health, auth, the OpenAPI document and its page, the lead form, the admin tools
  // that check their own token). Whatever is mounted after it needs a session.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['Saúde'],
      summary: 'O servidor e o banco respondem',
      responses: { 200: jsonResponse(healthResponseSchema, 'HealthResponse') },
    }),
    (c) => c.json({ status: 'ok' as const, database: database.kind }, 200),
  )

  // better-auth: the client's IP is written into a header of our own, overwriting any value
  // the client sent, so rate limits key on the real address (see lib/client-ip.ts).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.trustProxy))
    const res = await auth.handler(new Request(c.req.raw, { headers }))
    if (res.status >= 400) {
      // better-auth's `{ message, code }` becomes the app's envelope, logged by its kind
      return authErrorEnvelope(res, {
        logger,
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
      })
    }
    return c.req.path.startsWith('/api/auth/sign-in/')
      ? withoutBodyToken(res)
      : sizedAuthAnswer(res)
  })

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Quadra API',
      version: '1.0.0',
      description: 'API do Quadra. Autenticação por cookie de sessão (/api/auth).',
    },
  })
  app.get('/api/docs', (c) => {
    const page = renderApiDocs(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Quadra API', version: '1.0.0' },
      }),
    )
    // a page with one inline <style> and no script
    return c.html(page, 200, { 'content-security-policy': styleOnlyCsp(page) })
  })

  // POST /api/leads only (the public form); any other method falls through to requireUser
  app.route('/api', leadsRouter(database.db, deps.trustProxy, deps.leadRateLimit))
  // GET /api/calendar/{token}.ics: the coach's calendar feed, keyed by its private token
  mountCalendarFeed(app, database.db, deps.trustProxy, deps.calendarFeedRateLimit)
  // GET /a/<token>: the student's page (server-rendered HTML), before the web app's fallback
  mountStudentPage(app, database.db, {
    trustProxy: deps.trustProxy,
    origins: allowedOrigins(deps.appUrl, deps.extraOrigins),
    ...(deps.studentPageRateLimit ? { limit: deps.studentPageRateLimit } : {}),
    storage: deps.storage,
  })
  // POST /app/login, /auth/forgot-password and /auth/reset-password: the prerendered forms
  // without JavaScript (auth/login-form.ts)
  const formDeps = {
    handler: auth.handler,
    appUrl: deps.appUrl,
    origins: allowedOrigins(deps.appUrl, deps.extraOrigins),
    trustProxy: deps.trustProxy,
    logger,
    signedIn: async (headers: Headers) => (await auth.api.getSession({ headers })) !== null,
  }
  mountLoginForm(app, formDeps)
  mountForgotPasswordForm(app, formDeps)
  mountResetPasswordForm(app, formDeps)
  // voice notes: the files of rows a write deleted are removed after its commit
  // (a failure stays queued for the periodic sweep, never fails the write)
  const flushMedia = async (keys: string[]) => {
    await flushMediaDeletions(database.db, deps.storage, logger, keys).catch((err: Error) =>
      logger.warn('media deletions left for the sweep', { error: err.message }),
    )
  }
  const notes: VoiceNoteDeps = {
    storage: deps.storage,
    logger,
    transcribe: Boolean(deps.ai?.transcribeModel),
    flush: flushMedia,
    quota: { ...DEFAULT_UPLOAD_QUOTA, ...deps.voiceNoteQuota },
  }
  // the agent: the same deps in the app and on the messaging channels
  const keys = pageLinkKeys(deps.appUrl, deps.authSecret)
  const agent: AgentDeps = {
    keys,
    ai: deps.ai,
    logger,
    rateLimit: deps.agentRateLimit ?? AGENT_RATE_LIMIT,
    notes,
  }
  const inbox = createAgentInbox(database.db, logger)
  const channel = { agent, appUrl: deps.appUrl, logger, inbox }
  // POST /webhooks/whatsapp (Meta's signature is the key) and its GET verification
  if (deps.whatsapp) {
    const coach = { cloud: createWhatsappCloud(deps.whatsapp), ...channel }
    mountWhatsappWebhook(app, database.db, { settings: deps.whatsapp, logger, coach })
  }
  // POST /webhooks/telegram (the secret given to setWebhook is the key)
  if (deps.telegram) {
    mountTelegramWebhook(app, database.db, { settings: deps.telegram, ...channel })
  }
  // token-checked by its own middleware (404 to anyone else)
  if (deps.admin) app.route('/api/admin', adminRouter({ ...deps.admin, database }))

  // Every other /api call needs a session.
  app.use('/api/*', requireUser(auth, database.db, deps.authSecret))

  // Feature routers: each takes what it needs, owner-scoped by the signed-in coach.
  // before the students' routes: /students/export is not a student's id
  app.route('/api', studentImportRouter(database.db))
  // the student's page links (reminders link it too) are sealed with the server's secret
  const links = { appUrl: deps.appUrl, secret: deps.authSecret }
  app.route('/api', remindersRouter(database.db, { ...links, cloud: Boolean(deps.whatsapp) }))
  // the channels the profile offers are the configured ones (deps.whatsapp, deps.telegram)
  app.route(
    '/api',
    agentRouter(database.db, { agent, whatsapp: deps.whatsapp, telegram: deps.telegram }),
  )
  app.route('/api', studentsRouter(database.db, flushMedia))
  app.route('/api', packagesRouter(database.db))
  app.route('/api', paymentsRouter(database.db))
  app.route('/api', profileRouter(database.db, flushMedia))
  app.route('/api', clubsRouter(database.db))
  app.route('/api', classSessionsRouter(database.db, flushMedia))
  app.route('/api', voiceNotesRouter(database.db, notes))
  app.route('/api', dashboardRouter(database.db))
  app.route('/api', agendaRouter(database.db))
  app.route('/api', calendarFeedRouter(database.db, deps.appUrl))
  app.route('/api', studentPageRouter(database.db, links))
  app.route('/api', progressRouter(database.db, createAiWriter(deps.ai, logger)))
  app.route('/api', reportsRouter(database.db))

  app.all('/api/*', (c) =>
    c.json({ error: { code: 'NOT_FOUND', ...messageFields(msg('api.routeNotFound')) } }, 404),
  )

  if (deps.webRoot) mountWebApp(app, deps.webRoot, deps.appUrl)

  return { app, auth, inbox }
}

/**
 * better-auth also returns the session token in the sign-in body; the browser only needs the
 * http-only cookie, so the token is kept out of reach of page scripts.
 */
async function withoutBodyToken(res: Response): Promise<Response> {
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return res
  const body = (await res.json()) as Record<string, unknown>
  delete body.token
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  const text = JSON.stringify(body)
  return withBodySize(new Response(text, { status: res.status, headers }), text)
}

/**
 * better-auth's JSON answers, with their size recorded (compressAbove leaves the small ones
 * alone): read here, as they are few (sign-up, sessions, password changes) and small.
 */
async function sizedAuthAnswer(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res
  if (res.headers.has('content-length')) return res
  const text = await res.text()
  const init = { status: res.status, statusText: res.statusText, headers: res.headers }
  return withBodySize(new Response(text, init), text)
}
