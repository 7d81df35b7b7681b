import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { schedulePerPeriod } from '../../lib/scheduled-jobs'
import { createWhatsappCloud, type WhatsappSettings } from '../../lib/whatsapp-cloud'
import type { Mailer } from '../../mail'
import { pageLinkKeys } from '../student-page/student-page.service'
import { PLAN_SLOT_MS, planReminders } from './reminder-plan'
import { sendDueEmails } from './reminder-send'
import { sendDueWhatsapp } from './reminder-send-whatsapp'

/** How often every instance looks for messages to send. */
const SEND_EVERY_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000
/** Webhook events are kept past Meta's retries (up to 7 days) before they are forgotten. */
const WEBHOOK_EVENTS_KEPT_DAYS = 30

/**
 * The reminders' jobs (decision 0023): the planner, once per slot across every instance (the
 * slot is claimed in scheduled_jobs), and the senders — e-mail, and WhatsApp when the Cloud
 * API is configured — polled by every instance (each message is claimed before it is sent).
 * With the Cloud API, the webhook's applied events are forgotten once a day after a month.
 * Answers a stop function.
 */
export function startReminderJobs(
  db: Db,
  deps: {
    mailer: Mailer
    appUrl: string
    secret: string
    logger: Logger
    whatsapp?: WhatsappSettings
  },
): () => void {
  const keys = pageLinkKeys(deps.appUrl, deps.secret)
  const cloud = deps.whatsapp ? createWhatsappCloud(deps.whatsapp) : null
  const stopPlanner = schedulePerPeriod(
    db,
    'reminder-plan',
    PLAN_SLOT_MS,
    async () => {
      const planned = await planReminders(db, { keys })
      if (planned) deps.logger.info('reminders planned', { messages: planned })
    },
    (err) => deps.logger.error('reminder planning failed', { error: err.message }),
  )
  const stopCleanup = cloud
    ? schedulePerPeriod(
        db,
        'webhook-events-cleanup',
        DAY_MS,
        async () => {
          await db.execute(sql`DELETE FROM webhook_events
            WHERE received_at < now() - ${WEBHOOK_EVENTS_KEPT_DAYS}::int * interval '1 day'`)
        },
        (err) => deps.logger.error('webhook events cleanup failed', { error: err.message }),
      )
    : () => {}
  let running = false
  const send = async () => {
    if (running) return
    running = true
    try {
      const sent = await sendDueEmails(db, { mailer: deps.mailer, keys })
      if (sent) deps.logger.info('reminder e-mails sent', { sent })
      if (cloud) {
        const whatsapp = await sendDueWhatsapp(db, { cloud, keys })
        if (whatsapp) deps.logger.info('reminder WhatsApp messages sent', { sent: whatsapp })
      }
    } catch (err) {
      deps.logger.error('reminder sending failed', { error: (err as Error).message })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void send(), SEND_EVERY_MS)
  timer.unref()
  return () => {
    stopPlanner()
    stopCleanup()
    clearInterval(timer)
  }
}
