import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id } from './columns'

/**
 * Failed sign-ins per account (NIST SP 800-63B §5.2.2; auth/sign-in-throttle.ts), counted in
 * the database so every server instance sees the same count. Keyed by the SHA-256 of the
 * normalised e-mail: the table names no address, and unknown addresses are counted the same
 * way as registered ones (no hint that an account exists). Times in ms since the epoch.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
})

/**
 * Periodic jobs run once per period across every instance (lib/scheduled-jobs.ts): the
 * instance that claims a period first runs it; `last_period` is the start of that period
 * (ms since the epoch), `runs` counts the periods claimed.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastPeriod: bigint('last_period', { mode: 'number' }).notNull(),
  runs: integer('runs').notNull().default(0),
  lastRunBy: text('last_run_by'),
})

/**
 * Webhook deliveries already applied (the WhatsApp Cloud API's, lib/whatsapp-webhook.ts): the
 * provider retries and may deliver an event twice, so each event's id is inserted in the same
 * transaction as its effect — a second delivery finds it and does nothing. Rows older than the
 * provider's retry window are removed (features/reminders/reminder-jobs.ts).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_event_key').on(t.provider, t.eventId),
    index('webhook_events_received_idx').on(t.receivedAt),
  ],
)
