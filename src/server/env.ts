import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { TelegramSettings, WhatsappSettings } from './env-channels'
import { CHANNEL_SECRETS, channelEnv, channelSettings } from './env-channels'
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './features/voice-notes/upload-quota'
import type { AiSettings } from './lib/ai-writer'
import type { S3Settings } from './lib/storage/storage'

const MB = 1024 * 1024

/** Free space the media storage keeps on its disk by default (MIN_FREE_DISK_MB): 1 GB. */
export const DEFAULT_MIN_FREE_DISK_MB = 1024

const wholeNumber = (what: string, min: number) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int({ error: `must be a whole ${what.replace(/^an? /, '')}` })
    .min(min, { error: `must be at least ${min}` })
    .max(Number.MAX_SAFE_INTEGER / MB, { error: 'is too large' })

/** A setting that may be absent (an empty value counts as absent). */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))

/**
 * Configuration from the environment (README "Configuration"). Anything invalid stops the
 * start-up with one line that names the setting.
 */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
      error: 'must be a postgres:// or postgresql:// connection string',
    }),
  APP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
      error: 'must be an http:// or https:// URL such as https://quadra.example.com',
    }),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), {
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
    }),
  MAIL_FROM: z.string().min(3).default('Quadra <nao-responda@quadra.app>'),
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, {
      error: 'must be at least 32 characters (for example: openssl rand -base64 32)',
    }),
  // true (one proxy) or the number of proxies in front that append to X-Forwarded-For
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase())
    .refine((v) => /^(true|false|yes|no|\d{1,2}|)$/.test(v), {
      error: 'must be true, false or the number of proxies in front (1, 2…)',
    })
    .transform((v) =>
      v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' || v === '' ? 0 : Number(v),
    ),
  // argon2's cost for new password hashes; `fast` is for the test servers of `npm test`
  PASSWORD_HASHING: z
    .enum(['standard', 'fast'], { error: 'must be standard or fast' })
    .default('standard'),
  ALERT_CHECK_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100 (milliseconds)' })
    .default(60 * 60 * 1000),
  // the optional AI writer: all three or none
  AI_BASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
      error: 'must be an http:// or https:// URL such as https://api.openai.com/v1',
    }),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TRANSCRIBE_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100 (milliseconds)' })
    .max(120_000, { error: 'must be at most 120000 (milliseconds)' })
    .default(15_000),
  // the S3-compatible media storage: the four or none (files under DATA_DIR/media)
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
      error: 'must be an http:// or https:// URL such as https://s3.us-east-1.amazonaws.com',
    }),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z
    .string()
    .optional()
    .transform((v) => v || 'us-east-1'),
  // per-account limits on voice note uploads (decision 0015, "Quotas") and the disk's margin
  VOICE_NOTE_UPLOADS_MAX: wholeNumber('a number of uploads', 1).default(
    DEFAULT_UPLOAD_QUOTA.uploadsPerWindow,
  ),
  VOICE_NOTE_UPLOADS_WINDOW_SECONDS: wholeNumber('a number of seconds', 1).default(
    DEFAULT_UPLOAD_QUOTA.windowSeconds,
  ),
  VOICE_NOTE_UNSAVED_MAX_MB: wholeNumber('a number of megabytes', 1).default(
    DEFAULT_UPLOAD_QUOTA.unattachedBytes / MB,
  ),
  VOICE_NOTE_STORAGE_MAX_MB: wholeNumber('a number of megabytes', 1).default(
    DEFAULT_UPLOAD_QUOTA.totalBytes / MB,
  ),
  MIN_FREE_DISK_MB: wholeNumber('a number of megabytes', 0).default(DEFAULT_MIN_FREE_DISK_MB),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? true : v === 'true' || v === '1' || v === 'yes',
    ),
  // the optional WhatsApp Cloud API and Telegram bot: all or none of each (env-channels.ts)
  ...channelEnv,
})

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  appUrl: string
  smtpUrl?: string
  mailFrom: string
  authSecret: string
  /** How many proxies in front append to X-Forwarded-For (0: none, the socket's address counts). */
  trustProxy: number
  /** The alert check's period (default one hour): run once per period across all instances. */
  alertCheckIntervalMs: number
  /** The optional AI writer: set when AI_BASE_URL, AI_API_KEY and AI_MODEL all are. */
  ai?: AiSettings
  /** Where the filesystem media driver keeps files: DATA_DIR/media. */
  mediaDir: string
  /** S3-compatible media storage: set when S3_ENDPOINT, S3_BUCKET and both keys all are. */
  s3?: S3Settings
  /** Per-account limits on voice note uploads (VOICE_NOTE_UPLOADS_*, VOICE_NOTE_*_MAX_MB). */
  voiceNoteQuota: UploadQuota
  /** The filesystem media storage refuses uploads below this free space (MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number
  /** argon2's cost for new password hashes (auth/passwords.ts). */
  passwordHashing: 'standard' | 'fast'
  /** The WhatsApp Cloud API channel of reminders: set when every WHATSAPP_* setting is. */
  whatsapp?: WhatsappSettings
  /** The Telegram bot of the agent: set when both TELEGRAM_* settings are. */
  telegram?: TelegramSettings
}

/** Settings whose value an error line never shows. */
const SECRETS = ['AUTH_SECRET', 'SMTP_URL', 'DATABASE_URL', 'AI_API_KEY', 'S3_SECRET_ACCESS_KEY']

export class ConfigError extends Error {}

/** Reads and checks the configuration; throws ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0])
    const value = env[name]
    const shown = [...SECRETS, ...CHANNEL_SECRETS].includes(name) ? '' : ` (got "${value}")`
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}.`)
  }
  const e = parsed.data
  const aiSet = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length
  if (aiSet > 0 && aiSet < 3) {
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together (or none of them, to write texts without AI).',
    )
  }
  const s3Set = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(
    Boolean,
  ).length
  if (s3Set > 0 && s3Set < 4) {
    throw new ConfigError(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or none of them, to keep voice notes under DATA_DIR/media).',
    )
  }
  const channels = channelSettings(e)
  if (channels.error) throw new ConfigError(channels.error)
  if (e.PASSWORD_HASHING === 'fast' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PASSWORD_HASHING=fast is for test servers only; remove it when NODE_ENV=production.',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  let authSecret = e.AUTH_SECRET
  if (!authSecret) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production (at least 32 characters; for example: openssl rand -base64 32).',
      )
    }
    authSecret = readOrCreateSecret(dataDir)
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret,
    trustProxy: e.TRUST_PROXY,
    alertCheckIntervalMs: e.ALERT_CHECK_INTERVAL_MS,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            transcribeModel: e.AI_TRANSCRIBE_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : undefined,
    mediaDir: path.join(dataDir, 'media'),
    voiceNoteQuota: {
      uploadsPerWindow: e.VOICE_NOTE_UPLOADS_MAX,
      windowSeconds: e.VOICE_NOTE_UPLOADS_WINDOW_SECONDS,
      unattachedBytes: e.VOICE_NOTE_UNSAVED_MAX_MB * MB,
      totalBytes: e.VOICE_NOTE_STORAGE_MAX_MB * MB,
    },
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * MB,
    passwordHashing: e.PASSWORD_HASHING,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    whatsapp: channels.whatsapp,
    telegram: channels.telegram,
  }
}

/** Embedded mode: a secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim()
      if (secret.length >= 32) return secret
    }
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, `${secret}\n`, { mode: 0o600 })
    return secret
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${dataDir}" is not writable (${(err as Error).message}).`,
    )
  }
}
