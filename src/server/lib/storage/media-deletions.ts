import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { VOICE_NOTE_LIMITS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import type { Logger } from '../logger'
import { schedulePerPeriod } from '../scheduled-jobs'
import { col, rawRows, sqlIn } from '../sql'
import type { MediaStorage } from './storage'

/**
 * Removing files after the transaction that deleted their rows (decision 0015). The trigger of
 * migration 0013 queues a deleted voice note's key in `media_deletions`; this module empties
 * that queue: right after the commit (the service that deleted passes the keys, or nothing for
 * "everything due") and periodically (the sweep), retrying failures with back-off. A storage
 * outage never blocks a delete: the row waits in the queue.
 */

/** Back-off after the n-th failed attempt: 1 min, 2, 4, … at most 6 h. */
const MEDIA_DELETION_BACKOFF = { firstMs: 60_000, maxMs: 6 * 60 * 60_000 } as const

export function mediaDeletionDelayMs(attempts: number): number {
  const { firstMs, maxMs } = MEDIA_DELETION_BACKOFF
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)))
}

/**
 * While an instance removes a claimed file, the row is hidden from the others this long; if
 * that instance dies, the row comes back after it.
 */
const CLAIM_LEASE = '5 minutes'
/** Rows claimed per round (a sweep runs rounds until nothing is due, up to MAX_ROUNDS). */
const BATCH = 100
const MAX_ROUNDS = 50

export interface FlushResult {
  deleted: number
  failed: number
}

/**
 * Removes queued files: the given keys (just queued by a transaction that committed), or every
 * row due (`next_at <= now()`) when `keys` is absent. For each claimed row: delete the file,
 * then the row; on failure the row stays with attempts + 1, `next_at` = now + back-off and
 * `last_error`. Storage failures are recorded, never thrown; a database error is thrown (after
 * a commit, call it as `flushMediaDeletions(...).catch(log)`: the delete already succeeded).
 * Rows are claimed with FOR UPDATE SKIP LOCKED and a short lease, so several instances never
 * work on the same file at once.
 */
export async function flushMediaDeletions(
  db: Db,
  storage: MediaStorage,
  logger: Logger,
  keys?: readonly string[],
): Promise<FlushResult> {
  const result: FlushResult = { deleted: 0, failed: 0 }
  if (keys && keys.length === 0) return result
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claim(db, keys)
    for (const row of claimed) {
      try {
        await storage.delete(row.storage_key)
      } catch (err) {
        const attempts = row.attempts + 1
        const message = String((err as Error)?.message ?? err).slice(0, 500)
        await db.execute(sql`
          UPDATE media_deletions
             SET attempts = ${attempts},
                 next_at = now() + make_interval(secs => ${mediaDeletionDelayMs(attempts) / 1000}),
                 last_error = ${message}
           WHERE storage_key = ${row.storage_key}`)
        result.failed += 1
        logger.warn('media file removal failed, will retry', {
          key: row.storage_key,
          attempts,
          driver: storage.driver,
          error: message,
        })
        continue
      }
      await db.execute(sql`DELETE FROM media_deletions WHERE storage_key = ${row.storage_key}`)
      result.deleted += 1
    }
    // the given keys are one round; "everything due" goes on while full batches come back
    if (keys || claimed.length < BATCH) break
  }
  return result
}

/** Claims due rows (the given keys, or the oldest due) by pushing their next_at past a lease. */
async function claim(db: Db, keys?: readonly string[]) {
  const which = keys ? sql`storage_key IN (${sqlIn(keys)})` : sql`TRUE`
  return rawRows(
    db,
    z.object({ storage_key: col.string, attempts: col.number }),
    sql`UPDATE media_deletions AS m
           SET next_at = now() + ${CLAIM_LEASE}::interval
          FROM (SELECT storage_key FROM media_deletions
                 WHERE ${which} AND next_at <= now()
                 ORDER BY next_at
                 LIMIT ${keys ? keys.length : BATCH}
                 FOR UPDATE SKIP LOCKED) AS due
         WHERE m.storage_key = due.storage_key
     RETURNING m.storage_key, m.attempts`,
  )
}

export interface SweepResult extends FlushResult {
  /** Voice notes never attached and older than VOICE_NOTE_LIMITS.orphanHours, removed. */
  orphans: number
}

/**
 * The periodic media sweep: removes the voice notes never attached to a saved feedback and
 * older than VOICE_NOTE_LIMITS.orphanHours (deleting the rows makes the trigger queue their
 * files), then removes every file due in the queue (new ones and retries).
 */
export async function sweepMedia(
  db: Db,
  storage: MediaStorage,
  logger: Logger,
): Promise<SweepResult> {
  let orphans = 0
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // `feedback_id IS NULL` again outside the sub-select: a note attached meanwhile (its row
    // locked by the attaching transaction) is re-checked after that commit and kept
    const removed = await rawRows(
      db,
      z.object({ id: col.string }),
      sql`DELETE FROM voice_notes
           WHERE id IN (SELECT id FROM voice_notes
                         WHERE feedback_id IS NULL
                           AND created_at < now() - make_interval(hours => ${VOICE_NOTE_LIMITS.orphanHours})
                         ORDER BY created_at
                         LIMIT ${BATCH * 5})
             AND feedback_id IS NULL
       RETURNING id`,
    )
    orphans += removed.length
    if (removed.length < BATCH * 5) break
  }
  if (orphans > 0) logger.info('orphan voice notes removed', { count: orphans })
  const flushed = await flushMediaDeletions(db, storage, logger)
  return { orphans, ...flushed }
}

/** How often the sweep runs (once per period across every instance): the first back-off step. */
const MEDIA_SWEEP_PERIOD_MS = MEDIA_DELETION_BACKOFF.firstMs

/** Schedules the sweep with the other periodic jobs (lib/scheduled-jobs.ts). Returns a stop function. */
export function scheduleMediaSweep(
  db: Db,
  storage: MediaStorage,
  logger: Logger,
  periodMs: number = MEDIA_SWEEP_PERIOD_MS,
): () => void {
  return schedulePerPeriod(
    db,
    'media-sweep',
    periodMs,
    async () => {
      const r = await sweepMedia(db, storage, logger)
      if (r.orphans || r.deleted || r.failed) logger.info('media sweep ran', { ...r })
    },
    (err) => logger.error('media sweep failed', { error: err.message }),
  )
}
