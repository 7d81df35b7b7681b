import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core'
import { owner } from './columns'

/**
 * Running totals per coach, so the history's total and the dashboard's average rating cost
 * the same with 50,000 classes as with 200. Spread over 8 shards (a writer bumps a random
 * one) so concurrent registrations of one coach do not queue on a single row; readers sum
 * the shards. Kept in the same transaction as the rows they count.
 */
export const coachCounters = pgTable(
  'coach_counters',
  {
    userId: owner(),
    shard: smallint('shard').notNull(),
    sessions: integer('sessions').notNull().default(0),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shard] }),
    check('coach_counters_shard_check', sql`${t.shard} BETWEEN 0 AND 7`),
  ],
)
