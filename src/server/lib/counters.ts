import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../db/client'

export interface CounterDelta {
  sessions?: number
  ratingSum?: number
  ratingCount?: number
}

/** Moves a coach's running totals, in the caller's transaction (a random shard of 8). */
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
  const [row] = await queryRows<{ sessions: number; rating_sum: number; rating_count: number }>(
    db,
    sql`SELECT coalesce(sum(sessions), 0)::int AS sessions, coalesce(sum(rating_sum), 0)::float8 AS rating_sum,
          coalesce(sum(rating_count), 0)::int AS rating_count
        FROM coach_counters WHERE user_id = ${userId}`,
  )
  const count = Number(row?.rating_count ?? 0)
  return {
    sessions: Number(row?.sessions ?? 0),
    averageRating: count ? Math.round((Number(row!.rating_sum) / count) * 10) / 10 : null,
  }
}
