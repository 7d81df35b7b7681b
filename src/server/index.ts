import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { createSignInThrottle } from './auth/sign-in-throttle'
import { openDatabase } from './db/client'
import { ConfigError, loadConfig } from './env'
import { newAdminToken, writeAdminEndpoint } from './features/admin/admin-token'
import { scheduleAgentRetention } from './features/agent/agent-retention'
import { syncAllAlerts } from './features/alerts/alerts.service'
import { startReminderJobs } from './features/reminders/reminder-jobs'
import { startTranscriptionWorker } from './features/voice-notes/transcribe'
import { createLogger } from './lib/logger'
import { schedulePerPeriod } from './lib/scheduled-jobs'
import { createMediaStorage } from './lib/storage'
import { scheduleMediaSweep } from './lib/storage/media-deletions'
import { repairStoredTimeZones } from './lib/time-zones'
import { createMailer } from './mail'

/** Start-up: configuration → database (migrations applied) → HTTP server. */
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const logger = createLogger({ json: config.nodeEnv === 'production' })
  const started = Date.now()
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  ).catch((err: Error) => {
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`
    console.error(`Could not open the database (${where}): ${err.message}`)
    process.exit(1)
  })
  const repairedZones = await repairStoredTimeZones(database.db)
  if (repairedZones > 0) {
    logger.warn('time zones the database does not know replaced', { profiles: repairedZones })
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  })
  const storage = await createMediaStorage(config)
  // WEB_ROOT: another build to serve (tests building side by side); default ./build/client,
  // and for the bundled server (<build>/app-server/index.mjs) the client built beside it
  const webRoot =
    process.env.WEB_ROOT ||
    fileURLToPath(
      new URL(
        import.meta.url.endsWith('.mjs') ? '../client' : '../../build/client',
        import.meta.url,
      ),
    )
  // On the embedded database this process is the only one that may open it: the command-line
  // tools (leads export, backup, seed) then ask it, with a token kept in DATA_DIR.
  const adminToken = database.kind === 'pglite' ? newAdminToken() : null
  const { app, inbox } = createApp({
    database,
    mailer,
    logger,
    storage,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    trustProxy: config.trustProxy,
    ai: config.ai,
    voiceNoteQuota: config.voiceNoteQuota,
    passwordHashing: config.passwordHashing,
    whatsapp: config.whatsapp,
    telegram: config.telegram,
    webRoot,
    extraOrigins: config.nodeEnv === 'development' ? ['http://localhost:5173'] : [],
    ...(adminToken
      ? {
          admin: {
            token: adminToken,
            seedDemo: async () =>
              (await import('./demo/demo-seed')).seedDemoCoach(database.db, {
                appUrl: config.appUrl,
                secret: config.authSecret,
              }),
          },
        }
      : {}),
  })

  let removeAdminFile = () => {}

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    if (adminToken) {
      const local = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host
      removeAdminFile = writeAdminEndpoint(config.dataDir, {
        url: `http://${local.includes(':') ? `[${local}]` : local}:${config.port}`,
        pid: process.pid,
        token: adminToken,
      })
    }
    logger.info(
      `Quadra is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}; e-mail: ${mailer.mode}; WhatsApp: ${config.whatsapp ? 'Cloud API' : 'sent by the coach'}; media: ${storage.driver === 's3' ? `S3, bucket ${config.s3!.bucket}` : config.mediaDir}; ready in ${Date.now() - started} ms)`,
    )
  })
  // longer than a reverse proxy's idle keep-alive (nginx: 60 s), so the proxy never reuses a
  // connection the server has just closed
  ;(server as import('node:http').Server).keepAliveTimeout = 65_000
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      console.error(`Invalid configuration: PORT ${config.port} is already in use.`)
    } else {
      console.error(`Could not start the server: ${err.message}`)
    }
    process.exit(1)
  })

  // The daily alert check (packages that expire with time): once per period (an hour by
  // default; it keeps "today" right in every coach's time zone) across every instance sharing
  // the database — whichever instance claims the period runs it (lib/scheduled-jobs.ts).
  const stopAlertChecks = schedulePerPeriod(
    database.db,
    'alert-check',
    config.alertCheckIntervalMs,
    async (period) => {
      await syncAllAlerts(database.db)
      logger.info('alert check ran', { period })
    },
    (err) => logger.error('alert check failed', { error: err.message }),
  )
  // once a day, failed sign-ins idle for a day are forgotten (locked accounts stay locked)
  const stopThrottleCleanup = schedulePerPeriod(
    database.db,
    'sign-in-throttle-cleanup',
    24 * 60 * 60 * 1000,
    () => createSignInThrottle(database.db).forgetIdle(),
    (err) => logger.error('sign-in throttle cleanup failed', { error: err.message }),
  )

  // voice notes never attached are removed after a day, and queued file removals (a deleted
  // feedback's notes) are retried with back-off: once a minute across every instance
  const stopMediaSweep = scheduleMediaSweep(database.db, storage, logger)
  // with AI_TRANSCRIBE_MODEL: pending voice notes are transcribed in the background (every
  // instance polls; notes are claimed with SKIP LOCKED); inert without it
  const transcription = startTranscriptionWorker(database.db, storage, config.ai, logger)
  // reminders to students (only those who agreed): planned once per slot across instances,
  // e-mails (and WhatsApp messages with WHATSAPP_*) sent by whichever instance claims each one
  const stopReminders = startReminderJobs(database.db, {
    mailer,
    appUrl: config.appUrl,
    secret: config.authSecret,
    logger,
    whatsapp: config.whatsapp,
  })

  // the agent's conversations are kept 90 days: older ones removed once a day
  const stopAgentRetention = scheduleAgentRetention(database.db, logger)
  // what WhatsApp and Telegram brought for the agent and no instance has answered yet
  const stopAgentInbox = inbox.start()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal} received, shutting down`)
    stopAlertChecks()
    stopThrottleCleanup()
    stopMediaSweep()
    transcription.stop()
    stopReminders()
    stopAgentRetention()
    stopAgentInbox()
    server.close()
    removeAdminFile()
    await database.close().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

void main()
