import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { msg } from '../../shared/messages'
import type { Db } from '../db/client'
import { AppError } from './app-error'
import { col, rawRows } from './sql'

/**
 * The counting statement of a fixed-window limit per key, `INSERT … RETURNING count`: the
 * key's count within the window after this hit. Kept apart so a public read can run it in the
 * same statement as its data (a writable CTE: one round trip).
 */
export function rateLimitUpsert(key: string, windowSeconds: number, now = Date.now()) {
  const since = now - windowSeconds * 1000
  return sql`INSERT INTO rate_limit (key, count, last_request) VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.last_request < ${since} THEN 1 ELSE rate_limit.count + 1 END,
          last_request = CASE WHEN rate_limit.last_request < ${since} THEN ${now} ELSE rate_limit.last_request END
        RETURNING count`
}

/** 429 when a key's count went over `max`. */
export function checkRateLimit(count: number | undefined, max: number) {
  if ((count ?? 0) > max) {
    throw new AppError('TOO_MANY_REQUESTS', msg('api.tooManyRequests'), 429)
  }
}

/**
 * A fixed-window limit per key, counted in the database (shared by every server instance,
 * like the auth limits). Throws 429 when the key went over `max` within `windowSeconds`.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number) {
  // raw SQL: a conditional upsert (reset or count) in one statement, answered by RETURNING
  const [row] = await rawRows(
    db,
    z.object({ count: col.number }),
    rateLimitUpsert(key, windowSeconds),
  )
  checkRateLimit(row?.count, max)
}
