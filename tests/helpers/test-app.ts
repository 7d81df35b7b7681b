import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createApp, type QuadraApp } from '../../src/server/app'
import type { DEFAULT_RATE_LIMITS } from '../../src/server/auth/auth'
import type { SignInThrottleOptions } from '../../src/server/auth/sign-in-throttle'
import type { Database } from '../../src/server/db/client'
import { user } from '../../src/server/db/schema/auth'
import type { UploadQuota } from '../../src/server/features/voice-notes/upload-quota'
import type { AiSettings } from '../../src/server/lib/ai-writer'
import { createLogger, type Logger } from '../../src/server/lib/logger'
import { createFsStorage, type MediaStorage } from '../../src/server/lib/storage'
import type { TelegramSettings } from '../../src/server/lib/telegram'
import type { WhatsappSettings } from '../../src/server/lib/whatsapp-cloud'
import { createMemoryMailer, type MailMessage } from '../../src/server/mail'
import { createTestDatabase } from './test-db'
import { type CallBody, type CallPath, type CallResponse, typed } from './typed-api'

export { bodyOf, errorBody, errorOf, json, ok, type TypedResponse } from './typed-api'

export const TEST_APP_URL = 'http://localhost:3000'
/** The server secret of the test app (page links are sealed with a key derived from it). */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'
export const TEST_PASSWORD = 'Quadra-teste-2026'

export interface TestContext extends QuadraApp {
  database: Database
  mailer: ReturnType<typeof createMemoryMailer>
  /** The media storage the app was given (a filesystem one in a fresh temp dir by default). */
  storage: MediaStorage
  /** The folder of the default filesystem storage (undefined with another storage). */
  mediaDir?: string
  close(): Promise<void>
  client(): TestClient
  /** A verified coach with a signed-in client. */
  coach(
    overrides?: Partial<CoachInput>,
  ): Promise<{ client: TestClient; userId: string; email: string }>
}

export interface CoachInput {
  name: string
  email: string
  password: string
  phone: string
  countryCode: string
}

let coachSeq = 0

/** The app on a fresh test database, with an in-memory mailer. */
export async function createTestContext(
  options: {
    rateLimits?: Partial<typeof DEFAULT_RATE_LIMITS>
    appUrl?: string
    trustProxy?: number | boolean
    leadRateLimit?: { max: number; windowSeconds: number }
    calendarFeedRateLimit?: { max: number; windowSeconds: number }
    studentPageRateLimit?: { max: number; windowSeconds: number }
    agentRateLimit?: { max: number; windowSeconds: number }
    extraOrigins?: string[]
    /** Failed sign-ins per account: relaxed by default so other suites never meet it. */
    signInThrottle?: Partial<SignInThrottleOptions>
    /** The AI writer's settings (a fake server's URL: tests/helpers/fake-ai.ts). */
    ai?: AiSettings
    /** Defaults to a silent logger; pass a capturing one to check what is logged. */
    logger?: Logger
    /** Another media storage (an S3 one, or a failing double of it); default: fs in a temp dir. */
    storage?: MediaStorage
    /** Voice note upload limits; by default only the rate is relaxed (suites upload a lot). */
    voiceNoteQuota?: Partial<UploadQuota>
    /** The default filesystem storage's free-space margin (MIN_FREE_DISK_MB); default none. */
    minFreeDiskBytes?: number
    /** argon2's cost: `fast` by default (suites create thousands of coaches). */
    passwordHashing?: 'standard' | 'fast'
    /** The WhatsApp Cloud API channel (a fake Graph API's settings: tests/helpers/fake-graph.ts). */
    whatsapp?: WhatsappSettings
    /** The agent's Telegram bot, pointed at tests/helpers/fake-telegram.ts. */
    telegram?: TelegramSettings
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase()
  const mailer = createMemoryMailer()
  // each context gets its own media folder, removed by close()
  const mediaDir = options.storage
    ? undefined
    : mkdtempSync(path.join(os.tmpdir(), 'quadra-test-media-'))
  const storage =
    options.storage ?? createFsStorage(mediaDir!, { minFreeBytes: options.minFreeDiskBytes ?? 0 })
  const appUrl = options.appUrl ?? TEST_APP_URL
  const quadra = createApp({
    database,
    mailer,
    logger: options.logger ?? createLogger({ silent: true }),
    storage,
    appUrl,
    authSecret: TEST_AUTH_SECRET,
    trustProxy: options.trustProxy ?? false,
    ai: options.ai,
    whatsapp: options.whatsapp,
    telegram: options.telegram,
    extraOrigins: options.extraOrigins,
    signInThrottle: options.signInThrottle ?? { freeFailures: 10_000, lockAfter: 100_000 },
    passwordHashing: options.passwordHashing ?? 'fast',
    leadRateLimit: options.leadRateLimit ?? { max: 10_000, windowSeconds: 60 },
    calendarFeedRateLimit: options.calendarFeedRateLimit ?? { max: 10_000, windowSeconds: 60 },
    studentPageRateLimit: options.studentPageRateLimit ?? { max: 10_000, windowSeconds: 60 },
    agentRateLimit: options.agentRateLimit ?? { max: 10_000, windowSeconds: 60 },
    voiceNoteQuota: options.voiceNoteQuota ?? { uploadsPerWindow: 100_000 },
    rateLimits: options.rateLimits ?? {
      signIn: { window: 60, max: 10_000 },
      signUp: { window: 60, max: 10_000 },
      resetRequest: { window: 60, max: 10_000 },
      resetPassword: { window: 60, max: 10_000 },
      sendVerification: { window: 60, max: 10_000 },
      changePassword: { window: 60, max: 10_000 },
    },
  })
  const ctx: TestContext = {
    ...quadra,
    database,
    mailer,
    storage,
    mediaDir,
    async close() {
      await database.close()
      if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
    },
    client: () => new TestClient(quadra, appUrl),
    async coach(overrides = {}) {
      coachSeq += 1
      const input: CoachInput = {
        name: `Treinador ${coachSeq}`,
        email: `coach${coachSeq}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: TEST_PASSWORD,
        phone: '11987654321',
        countryCode: '+55',
        ...overrides,
      }
      const client = ctx.client()
      const res = await client.request('POST', '/api/auth/sign-up/email', input)
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
      const body = (await res.json()) as { user: { id: string } }
      await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, body.user.id))
      const signIn = await client.request('POST', '/api/auth/sign-in/email', {
        email: input.email,
        password: input.password,
      })
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`)
      return { client, userId: body.user.id, email: input.email }
    },
  }
  return ctx
}

/** A browser-like client: keeps cookies and sends the app's Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>()
  headers: Record<string, string> = {}

  constructor(
    private readonly quadra: QuadraApp,
    private readonly appUrl: string,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.appUrl, ...this.headers }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    }
    let payload: string | undefined
    if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const url = path.startsWith('http') ? path : `${this.appUrl}${path}`
    const res = await this.quadra.app.request(url, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const idx = pair!.indexOf('=')
      const name = pair!.slice(0, idx)
      const value = pair!.slice(idx + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }

  // Typed calls: an `/api…` path of the route table, its body, its answer (./typed-api.ts).
  async get<S extends string>(path: CallPath<'GET', S>): CallResponse<'GET', S> {
    return typed('GET', path, await this.request('GET', path))
  }
  async post<S extends string>(
    path: CallPath<'POST', S>,
    body?: CallBody<'POST', S>,
  ): CallResponse<'POST', S> {
    return typed('POST', path, await this.request('POST', path, body ?? {}))
  }
  async patch<S extends string>(
    path: CallPath<'PATCH', S>,
    body?: CallBody<'PATCH', S>,
  ): CallResponse<'PATCH', S> {
    return typed('PATCH', path, await this.request('PATCH', path, body ?? {}))
  }
  async put<S extends string>(
    path: CallPath<'PUT', S>,
    body?: CallBody<'PUT', S>,
  ): CallResponse<'PUT', S> {
    return typed('PUT', path, await this.request('PUT', path, body ?? {}))
  }
  /** Sends a body only when given (DELETE /api/profile takes one). */
  async delete<S extends string>(
    path: CallPath<'DELETE', S>,
    body?: CallBody<'DELETE', S>,
  ): CallResponse<'DELETE', S> {
    return typed('DELETE', path, await this.request('DELETE', path, body))
  }
}

/** The first link of the latest mail sent to an address. */
export function lastLinkTo(messages: MailMessage[], to: string): string {
  const mail = [...messages].reverse().find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail.links[0]!
}

/** A better-auth user as its sign-up, sign-in and get-session answers carry it (outside the API table). */
export interface AuthUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
  image?: string | null
  language: string
  currency: string
}

/** POST /api/auth/sign-up/email and sign-in/email answer the user (and maybe a token). */
export interface AuthUserAnswer {
  user: AuthUser
  token?: string | null
}

/** GET /api/auth/get-session: the signed-in user (null when signed out). */
export type AuthSessionAnswer = { user: AuthUser; session: { id: string; userId: string } } | null

/** A sign-up body as the form sends it (a Brazilian phone), with `extra` fields over it. */
export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email,
  password: TEST_PASSWORD,
  countryCode: '+55',
  phone: '(11) 98765-4321',
  callbackURL: '/auth/confirm',
  ...extra,
})
