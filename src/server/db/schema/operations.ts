import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core'

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
