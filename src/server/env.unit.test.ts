import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'quadra-env-'))

describe('loadConfig', () => {
  it('has working defaults for the embedded mode and keeps a generated secret in DATA_DIR', () => {
    const dir = tmp()
    const a = loadConfig({ DATA_DIR: dir })
    expect(a).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      trustProxy: 0,
      dataDir: dir,
    })
    expect(a.databaseUrl).toBeUndefined()
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(a.authSecret)
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600)
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(a.authSecret) // kept across restarts
  })

  it('hashes passwords at the standard cost unless a test server asks for the fast one', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).passwordHashing).toBe('standard')
    expect(loadConfig({ DATA_DIR: tmp(), PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast')
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        PASSWORD_HASHING: 'fast',
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/PASSWORD_HASHING=fast is for test servers only/)
    expect(() => loadConfig({ DATA_DIR: tmp(), PASSWORD_HASHING: 'cheap' })).toThrow(
      /PASSWORD_HASHING must be standard or fast/,
    )
  })

  it('reads every documented setting', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u:p@db:5432/quadra',
      APP_URL: 'https://quadra.example.com/',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Quadra <oi@example.com>',
      AUTH_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
    })
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/quadra',
      appUrl: 'https://quadra.example.com',
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: 'Quadra <oi@example.com>',
      authSecret: 'x'.repeat(40),
      trustProxy: 1,
      nodeEnv: 'production',
    })
  })

  it('reads the voice note upload limits and the disk margin, with defaults', () => {
    const MB = 1024 * 1024
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({
      voiceNoteQuota: {
        uploadsPerWindow: 60,
        windowSeconds: 600,
        unattachedBytes: 100 * MB,
        totalBytes: 2048 * MB,
      },
      minFreeDiskBytes: 1024 * MB,
    })
    const c = loadConfig({
      DATA_DIR: tmp(),
      VOICE_NOTE_UPLOADS_MAX: '10',
      VOICE_NOTE_UPLOADS_WINDOW_SECONDS: '60',
      VOICE_NOTE_UNSAVED_MAX_MB: '20',
      VOICE_NOTE_STORAGE_MAX_MB: '500',
      MIN_FREE_DISK_MB: '0',
    })
    expect(c.voiceNoteQuota).toEqual({
      uploadsPerWindow: 10,
      windowSeconds: 60,
      unattachedBytes: 20 * MB,
      totalBytes: 500 * MB,
    })
    expect(c.minFreeDiskBytes).toBe(0)
  })

  it('reads TRUST_PROXY as the number of proxies in front (true is one, unset none)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(0)
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2)
  })

  it('reads the optional AI writer settings, all three or none', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).ai).toBeUndefined()
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_API_KEY: 'k',
        AI_MODEL: 'llama3',
        AI_TIMEOUT_MS: '2000',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'k',
      model: 'llama3',
      transcribeModel: undefined,
      timeoutMs: 2000,
    })
  })

  it('reads the optional S3 media storage, all four or none (files under DATA_DIR/media)', () => {
    const dir = tmp()
    const plain = loadConfig({ DATA_DIR: dir })
    expect(plain.s3).toBeUndefined()
    expect(plain.mediaDir).toBe(path.join(dir, 'media'))
    const base = {
      DATA_DIR: tmp(),
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'quadra',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig(base).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'quadra',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    })
    expect(
      loadConfig({ ...base, S3_REGION: 'sa-east-1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'sa-east-1', forcePathStyle: false })
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ APP_URL: 'quadra.com' }, /^Invalid configuration: APP_URL must be an http/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL must be an smtp/],
    [
      { AUTH_SECRET: 'short' },
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters/,
    ],
    [
      { TRUST_PROXY: 'maybe' },
      /^Invalid configuration: TRUST_PROXY must be true, false or the number/,
    ],
    [{ AI_BASE_URL: 'api.example.com' }, /^Invalid configuration: AI_BASE_URL must be an http/],
    [
      { AI_MODEL: 'gpt' },
      /^Invalid configuration: AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together/,
    ],
    [
      { S3_BUCKET: 'quadra', S3_ENDPOINT: 'http://127.0.0.1:9000' },
      /^Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [{ S3_ENDPOINT: 's3.example.com' }, /^Invalid configuration: S3_ENDPOINT must be an http/],
    [
      { S3_FORCE_PATH_STYLE: 'maybe' },
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [{ AI_TIMEOUT_MS: '5' }, /^Invalid configuration: AI_TIMEOUT_MS must be at least 100/],
    [
      { VOICE_NOTE_UPLOADS_MAX: '0' },
      /^Invalid configuration: VOICE_NOTE_UPLOADS_MAX must be at least 1/,
    ],
    [
      { VOICE_NOTE_STORAGE_MAX_MB: '1.5' },
      /^Invalid configuration: VOICE_NOTE_STORAGE_MAX_MB must be a whole number of megabytes/,
    ],
    [
      { MIN_FREE_DISK_MB: 'lots' },
      /^Invalid configuration: MIN_FREE_DISK_MB must be a number of megabytes/,
    ],
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: AUTH_SECRET is required when NODE_ENV=production/,
    ],
  ])('stops with one line naming the bad setting: %o', (env, message) => {
    let error: unknown
    try {
      loadConfig({ DATA_DIR: tmp(), ...env })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('\n')
  })

  it('never prints secrets in its message', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), AUTH_SECRET: 'tiny-secret' })).toThrow(
      /^(?!.*tiny-secret)/,
    )
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_SECRET_ACCESS_KEY: 'tiny-secret' })).toThrow(
      /^(?!.*tiny-secret)/,
    )
  })
})

describe('the WhatsApp Cloud API settings', () => {
  const all = {
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_TEMPLATE_LESSON: 'quadra_lembrete_aula',
    WHATSAPP_TEMPLATE_GENERAL: 'quadra_lembrete',
  }

  it('are off when none is set, and read together with the Graph API default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).whatsapp).toBeUndefined()
    expect(loadConfig({ DATA_DIR: tmp(), ...all }).whatsapp).toEqual({
      graphUrl: 'https://graph.facebook.com/v21.0',
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      templates: { lesson: 'quadra_lembrete_aula', general: 'quadra_lembrete' },
    })
    const local = { ...all, WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/' }
    expect(loadConfig({ DATA_DIR: tmp(), ...local }).whatsapp?.graphUrl).toBe(
      'http://127.0.0.1:9999/v21.0',
    )
  })

  it('stop the start-up when only some are set, naming what is missing, never a secret', () => {
    const { WHATSAPP_APP_SECRET: _s, WHATSAPP_TEMPLATE_GENERAL: _g, ...partial } = all
    expect(() => loadConfig({ DATA_DIR: tmp(), ...partial })).toThrow(
      /WhatsApp Cloud API needs .* together .*missing: WHATSAPP_APP_SECRET, WHATSAPP_TEMPLATE_GENERAL\.$/,
    )
    expect(() => loadConfig({ DATA_DIR: tmp(), WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(
      /^(?!.*EAAG-token)Invalid configuration: the WhatsApp Cloud API needs/,
    )
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), ...all, WHATSAPP_PHONE_NUMBER_ID: '+55 11 94002-8922' }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be the business number's id/)
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), ...all, WHATSAPP_TEMPLATE_LESSON: 'Lembrete de Aula' }),
    ).toThrow(/WHATSAPP_TEMPLATE_LESSON must be an approved template name/)
    expect(() => loadConfig({ DATA_DIR: tmp(), ...all, WHATSAPP_GRAPH_URL: 'graph' })).toThrow(
      /WHATSAPP_GRAPH_URL must be an http/,
    )
  })

  it('take the business number as people write it, optional, its digits kept for wa.me', () => {
    const shown = { ...all, WHATSAPP_DISPLAY_NUMBER: ' +55 (11) 94002-8922 ' }
    expect(loadConfig({ DATA_DIR: tmp(), ...shown }).whatsapp?.displayNumber).toBe('5511940028922')
    expect(loadConfig({ DATA_DIR: tmp(), ...all }).whatsapp).not.toHaveProperty('displayNumber')
    // alone it configures nothing
    expect(
      loadConfig({ DATA_DIR: tmp(), WHATSAPP_DISPLAY_NUMBER: '+5511940028922' }).whatsapp,
    ).toBe(undefined)
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), ...all, WHATSAPP_DISPLAY_NUMBER: '4002-8922 ramal 3' }),
    ).toThrow(/WHATSAPP_DISPLAY_NUMBER must be the business phone number with its country code/)
  })
})

describe('the Telegram bot settings', () => {
  const both = {
    TELEGRAM_BOT_TOKEN: '7012345678:AAFakeTelegramBotTokenForTests_0123',
    TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-0123456789',
  }
  it('are both or none, and never shown in an error line', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).telegram).toBeUndefined()
    expect(loadConfig({ DATA_DIR: tmp(), ...both }).telegram).toEqual({
      apiUrl: 'https://api.telegram.org',
      token: both.TELEGRAM_BOT_TOKEN,
      webhookSecret: both.TELEGRAM_WEBHOOK_SECRET,
    })
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), TELEGRAM_BOT_TOKEN: both.TELEGRAM_BOT_TOKEN }),
    ).toThrow(/^(?!.*AAFake)Invalid configuration: TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET/)
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), ...both, TELEGRAM_BOT_TOKEN: 'not-a-token' }),
    ).toThrow(/^(?!.*not-a-token)Invalid configuration: TELEGRAM_BOT_TOKEN must be/)
  })

  it("take the bot's username, optional, without its '@'", () => {
    const named = { ...both, TELEGRAM_BOT_USERNAME: '@QuadraAppBot' }
    expect(loadConfig({ DATA_DIR: tmp(), ...named }).telegram?.botUsername).toBe('QuadraAppBot')
    expect(loadConfig({ DATA_DIR: tmp(), ...both }).telegram).not.toHaveProperty('botUsername')
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), ...both, TELEGRAM_BOT_USERNAME: 't.me/QuadraAppBot' }),
    ).toThrow(/TELEGRAM_BOT_USERNAME must be the bot's username/)
  })
})
