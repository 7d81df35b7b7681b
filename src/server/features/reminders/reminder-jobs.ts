import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { schedulePerPeriod } from '../../lib/scheduled-jobs'
import type { Mailer } from '../../mail'
import { pageLinkKeys } from '../student-page/student-page.service'
import { PLAN_SLOT_MS, planReminders } from './reminder-plan'
import { sendDueEmails } from './reminder-send'

/** How often every instance looks for e-mails to send. */
const SEND_EVERY_MS = 60_000

/**
 * The reminders' two jobs (decision 0023): the planner, once per slot across every instance
 * (the slot is claimed in scheduled_jobs), and the e-mail sender, polled by every instance
 * (each message is claimed before it is sent). Answers a stop function.
 */
export function startReminderJobs(
  db: Db,
  deps: { mailer: Mailer; appUrl: string; secret: string; logger: Logger },
): () => void {
  const keys = pageLinkKeys(deps.appUrl, deps.secret)
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
  let running = false
  const send = async () => {
    if (running) return
    running = true
    try {
      const sent = await sendDueEmails(db, { mailer: deps.mailer, keys })
      if (sent) deps.logger.info('reminder e-mails sent', { sent })
    } catch (err) {
      deps.logger.error('reminder e-mails failed', { error: (err as Error).message })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void send(), SEND_EVERY_MS)
  timer.unref()
  return () => {
    stopPlanner()
    clearInterval(timer)
  }
}
