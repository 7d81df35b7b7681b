import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { col, rawRows } from './sql'

/** The start of the period `at` falls in (periods aligned on the epoch, so every instance agrees). */
function periodStart(at: number, periodMs: number): number {
  return Math.floor(at / periodMs) * periodMs
}

/**
 * Runs `fn` at most once per period across every server instance sharing the database: the
 * instance that claims the period first (one atomic upsert on scheduled_jobs, conditional on
 * the stored period being older) runs it; the others see nothing to claim and skip. Answers
 * whether this call ran it. A period whose run fails stays claimed: the next period runs again
 * (the jobs run this way are idempotent).
 */
export async function runOncePerPeriod(
  db: Db,
  jobName: string,
  periodMs: number,
  fn: (period: number) => Promise<unknown>,
  options: { now?: number; instance?: string } = {},
): Promise<boolean> {
  const period = periodStart(options.now ?? Date.now(), periodMs)
  const instance = options.instance ?? `pid ${process.pid}`
  // raw SQL: the conditional upsert answers by RETURNING whether this instance claimed it
  const claimed = await rawRows(
    db,
    z.object({ runs: col.number }),
    sql`INSERT INTO scheduled_jobs (name, last_period, runs, last_run_by)
        VALUES (${jobName}, ${period}, 1, ${instance})
        ON CONFLICT (name) DO UPDATE SET
          last_period = EXCLUDED.last_period,
          runs = scheduled_jobs.runs + 1,
          last_run_by = EXCLUDED.last_run_by
        WHERE scheduled_jobs.last_period < EXCLUDED.last_period
        RETURNING runs`,
  )
  if (claimed.length === 0) return false
  await fn(period)
  return true
}

/**
 * Checks every `tickMs` whether the current period of `jobName` is still unclaimed, and runs
 * it if so (once per period across instances, whichever ticks first). Returns a stop function.
 */
export function schedulePerPeriod(
  db: Db,
  jobName: string,
  periodMs: number,
  fn: (period: number) => Promise<unknown>,
  onError: (err: Error) => void,
): () => void {
  // a tick well inside the period, so a period starts running soon after it begins
  const tickMs = Math.max(50, Math.min(60_000, Math.floor(periodMs / 4)))
  const tick = () => {
    runOncePerPeriod(db, jobName, periodMs, fn).catch(onError)
  }
  tick()
  const timer = setInterval(tick, tickMs)
  timer.unref()
  return () => clearInterval(timer)
}
