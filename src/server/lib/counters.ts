import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { coachCounters } from '../db/schema/counters'

export interface CounterDelta {
  sessions?: number
  ratingSum?: number
  ratingCount?: number
}

/**
 * Moves a coach's running totals, in the caller's transaction (a random shard of 8). Raw SQL:
 * the upsert adds to the shard's current values in one statement (EXCLUDED), on a hot path.
 */
export async function bumpCounters(tx: Executor, userId: string, d: CounterDelta) {
  const sessions = d.sessions ?? 0
  const ratingSum = d.ratingSum ?? 0
  const ratingCount = d.ratingCount ?? 0
  if (!sessions && !ratingSum && !ratingCount) return
  const shard = Math.floor(Math.random() * 8)
  await tx.execute(sql`
    INSERT INTO coach_counters (user_id, shard, sessions, rating_sum, rating_count)
    VALUES (${userId}, ${shard}, ${sessions}, ${ratingSum}, ${ratingCount})
    ON CONFLICT (user_id, shard) DO UPDATE SET
      sessions = coach_counters.sessions + EXCLUDED.sessions,
      rating_sum = coach_counters.rating_sum + EXCLUDED.rating_sum,
      rating_count = coach_counters.rating_count + EXCLUDED.rating_count`)
}

/** A coach's totals: classes registered, and the sum and count of feedback ratings. */
export async function readCounters(db: Executor, userId: string) {
  const [row] = await db
    .select({
      sessions: sql`coalesce(sum(${coachCounters.sessions}), 0)::int`.mapWith(Number),
      ratingSum: sql`coalesce(sum(${coachCounters.ratingSum}), 0)::float8`.mapWith(Number),
      ratingCount: sql`coalesce(sum(${coachCounters.ratingCount}), 0)::int`.mapWith(Number),
    })
    .from(coachCounters)
    .where(eq(coachCounters.userId, userId))
  const count = row?.ratingCount ?? 0
  return {
    sessions: row?.sessions ?? 0,
    averageRating: count ? Math.round((row!.ratingSum / count) * 10) / 10 : null,
  }
}
