import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client'
import { AppError } from './app-error'

/**
 * A fixed-window limit per key, counted in the database (shared by every server instance,
 * like the auth limits). Throws 429 when the key went over `max` within `windowSeconds`.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number) {
  const now = Date.now()
  const since = now - windowSeconds * 1000
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`INSERT INTO rate_limit (key, count, last_request) VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.last_request < ${since} THEN 1 ELSE rate_limit.count + 1 END,
          last_request = CASE WHEN rate_limit.last_request < ${since} THEN ${now} ELSE rate_limit.last_request END
        RETURNING count`,
  )
  if (Number(row?.count ?? 0) > max) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please try again later.', 429)
  }
}
