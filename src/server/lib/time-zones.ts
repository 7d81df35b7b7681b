import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../shared/constants'
import { canonicalTimeZone, LOCALE_MESSAGES } from '../../shared/domain/locale'
import type { Executor } from '../db/client'
import { AppError } from './app-error'
import { col, rawRows } from './sql'

/**
 * A coach's zone is used twice: by Node's Intl (today, this month, the texts) and by the
 * database's `AT TIME ZONE` (reports, the dashboard, the agenda). Their lists differ — PostgreSQL
 * drops retired aliases such as `US/Pacific-New`, and a browser's or Node's data can be newer
 * than the database's — so a zone is kept only when both know it, under Node's canonical name.
 */
async function databaseKnows(db: Executor, zone: string): Promise<boolean> {
  const rows = await rawRows(
    db,
    z.object({ known: col.boolean }),
    sql`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`,
  )
  return rows[0]?.known === true
}

/** The zone to store for what the coach chose, or a 400 that says why it cannot be kept. */
export async function zoneToStore(db: Executor, chosen: string): Promise<string> {
  const zone = canonicalTimeZone(chosen)
  if (!zone) {
    throw new AppError('INVALID_TIMEZONE', LOCALE_MESSAGES.timeZone, 400, [
      { path: 'timezone', message: LOCALE_MESSAGES.timeZone },
    ])
  }
  if (!(await databaseKnows(db, zone))) {
    throw new AppError('TIMEZONE_UNKNOWN_TO_SERVER', LOCALE_MESSAGES.timeZoneUnknownToServer, 400, [
      { path: 'timezone', message: LOCALE_MESSAGES.timeZoneUnknownToServer },
    ])
  }
  return zone
}

/**
 * Run at every start, after the migrations: a zone stored before both lists were checked (or
 * one the database's time-zone data dropped since) made every read that uses it answer 500.
 * It becomes its canonical name when the database knows that, else the default zone. Returns
 * how many profiles changed.
 */
export async function repairStoredTimeZones(db: Executor): Promise<number> {
  const rows = await rawRows(
    db,
    z.object({ timezone: col.string }),
    sql`SELECT DISTINCT timezone FROM profiles p
        WHERE NOT EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = p.timezone)`,
  )
  let changed = 0
  for (const { timezone } of rows) {
    const canonical = canonicalTimeZone(timezone)
    const target = canonical && (await databaseKnows(db, canonical)) ? canonical : DEFAULT_TIMEZONE
    const updated = await rawRows(
      db,
      z.object({ one: col.number }),
      sql`UPDATE profiles SET timezone = ${target}, updated_at = now()
          WHERE timezone = ${timezone} RETURNING 1 AS one`,
    )
    changed += updated.length
  }
  return changed
}
