import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { AppError } from './app-error'
import { col, rawRows } from './sql'

/**
 * A fixed-window limit per key, counted in the database (shared by every server instance,
 * like the auth limits). Throws 429 when the key went over `max` within `windowSeconds`.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number) {
  const now = Date.now()
  const since = now - windowSeconds * 1000
  // raw SQL: a conditional upsert (reset or count) in one statement, answered by RETURNING
  const [row] = await rawRows(
    db,
    z.object({ count: col.number }),
    sql`INSERT INTO rate_limit (key, count, last_request) VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.last_request < ${since} THEN 1 ELSE rate_limit.count + 1 END,
          last_request = CASE WHEN rate_limit.last_request < ${since} THEN ${now} ELSE rate_limit.last_request END
        RETURNING count`,
  )
  if ((row?.count ?? 0) > max) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please try again later.', 429)
  }
}
