import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/domain/locale'
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
} from '../../../shared/schemas/calendar-feed.response'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema/calendar-feeds'
import { checkRateLimit, rateLimitUpsert } from '../../lib/rate-limit'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { lessonJson, seriesJson } from '../agenda/occurrences'
import { type FeedData, feedWindow, renderFeed } from './calendar-feed.ics'

/**
 * The coach's private calendar feed. The token is 128 random bits
 * (base64url, 22 characters); only its SHA-256 is stored. It is found by that hash through a
 * unique index: what the lookup's time depends on is the hash of a guess, which a guesser
 * cannot steer towards a real one, and no token is ever compared in application code.
 */

/** Per client IP, like the other public routes. Generous: calendar services fetch every
 * subscribed feed from a few shared addresses. */
export const CALENDAR_FEED_RATE_LIMIT = { max: 120, windowSeconds: 60 }

const TOKEN = /^[A-Za-z0-9_-]{22}$/

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const feedUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return { active: Boolean(row), createdAt: row ? isoInstant(row.createdAt) : null }
}

/** A new URL; the coach's previous one (if any) stops working in the same statement. */
export async function createFeed(
  db: Db,
  userId: string,
  appUrl: string,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(16).toString('base64url')
  const createdAt = new Date()
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt },
    })
  return { url: feedUrl(appUrl, token), createdAt: isoInstant(createdAt) }
}

export async function revokeFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
}

const feedRow = z.object({
  hits: col.number,
  user_id: col.stringOrNull,
  tz: col.stringOrNull,
  language: z.enum(LANGUAGES).nullable(),
  // the agenda's own row shapes (occurrences.ts): the feed reads the same columns
  series: col.jsonArray(seriesJson),
  lessons: col.jsonArray(
    lessonJson.pick({
      id: true,
      series_id: true,
      occurrence_date: true,
      starts_at: true,
      duration_minutes: true,
      club_id: true,
      title: true,
      notes: true,
      status: true,
      sequence: true,
      student_ids: true,
    }),
  ),
  students: col.jsonArray(z.object({ id: col.string, name: col.string })),
  clubs: col.jsonArray(z.object({ id: col.string, name: col.string })),
})

/**
 * The feed of a token, or null when no coach has it. ONE statement per request: it counts the
 * client's hit against the rate limit (a writable CTE), finds the coach by the token's hash,
 * and reads their zone, the series alive in the window, the lesson rows in it (stand-alone
 * lessons and changed occurrences), and the students' and clubs' names. The window is taken a
 * few days wider than any coach's (UTC today ± 1 day) and cut to the coach's days in Node.
 */
export async function calendarFeed(
  db: Db,
  {
    token,
    rateKey,
    limit = CALENDAR_FEED_RATE_LIMIT,
    now = new Date(),
  }: {
    token: string
    rateKey: string
    limit?: typeof CALENDAR_FEED_RATE_LIMIT
    now?: Date
  },
): Promise<string | null> {
  const utcToday = now.toISOString().slice(0, 10)
  const fromDay = addDaysIso(feedWindow(addDaysIso(utcToday, -1)).from, -2)
  const toDay = addDaysIso(feedWindow(addDaysIso(utcToday, 1)).to, 2)
  const lo = new Date(`${fromDay}T00:00:00Z`).toISOString()
  const hi = new Date(`${addDaysIso(toDay, 1)}T00:00:00Z`).toISOString()
  // a malformed token still counts against the limit, and finds nobody
  const hash = TOKEN.test(token) ? hashToken(token) : ''
  // raw SQL: the rate-limit upsert and five related reads with JSON aggregates in one statement
  const [row] = await rawRows(
    db,
    feedRow,
    sql`WITH hit AS (${rateLimitUpsert(rateKey, limit.windowSeconds, now.getTime())}),
    f AS (
      SELECT cf.user_id, p.timezone AS tz, u.language FROM calendar_feeds cf
      LEFT JOIN profiles p ON p.user_id = cf.user_id
      LEFT JOIN "user" u ON u.id = cf.user_id
      WHERE cf.token_hash = ${hash}
    ), ser AS (
      SELECT s.id, s.weekdays, s.start_time, s.duration_minutes, s.time_zone,
        s.start_date::text AS start_date, s.until_date::text AS until_date, s.club_id, s.title,
        s.notes, s.sequence, s.makeup_capacity,
        coalesce((SELECT json_agg(ss.student_id) FROM lesson_series_students ss
                  WHERE ss.series_id = s.id), '[]'::json) AS student_ids
      FROM lesson_series s
      WHERE s.user_id = (SELECT user_id FROM f) AND s.start_date <= ${toDay}::date
        AND (s.until_date IS NULL OR s.until_date >= ${fromDay}::date)
    ), les AS (
      SELECT l.id, l.series_id, l.occurrence_date::text AS occurrence_date, l.starts_at,
        l.duration_minutes, l.club_id, l.title, l.notes, l.status, l.sequence,
        coalesce((SELECT json_agg(ls.student_id) FROM lesson_students ls
                  WHERE ls.lesson_id = l.id), '[]'::json) AS student_ids
      FROM lessons l
      WHERE l.user_id = (SELECT user_id FROM f)
        AND ((l.starts_at >= ${lo}::timestamptz AND l.starts_at < ${hi}::timestamptz)
          OR (l.series_id IN (SELECT id FROM ser)
              AND l.occurrence_date BETWEEN ${fromDay}::date AND ${toDay}::date))
    ), stu AS (
      SELECT DISTINCT x.sid::uuid AS id FROM (
        SELECT json_array_elements_text(student_ids) AS sid FROM ser
        UNION ALL SELECT json_array_elements_text(student_ids) FROM les) x
    )
    SELECT
      (SELECT count FROM hit) AS hits,
      (SELECT user_id FROM f) AS user_id,
      (SELECT tz FROM f) AS tz,
      (SELECT language FROM f) AS language,
      (SELECT json_agg(ser) FROM ser) AS series,
      (SELECT json_agg(les) FROM les) AS lessons,
      (SELECT json_agg(json_build_object('id', st.id, 'name', st.name)) FROM students st
        WHERE st.user_id = (SELECT user_id FROM f) AND st.id IN (SELECT id FROM stu)) AS students,
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM clubs c
        WHERE c.user_id = (SELECT user_id FROM f)
          AND c.id IN (SELECT club_id FROM ser UNION SELECT club_id FROM les)) AS clubs`,
  )
  checkRateLimit(row?.hits, limit.max)
  if (!row?.user_id) return null
  const timeZone = row.tz ?? DEFAULT_TIMEZONE
  const data: FeedData = {
    timeZone,
    language: row.language ?? DEFAULT_LANGUAGE,
    series: row.series,
    lessons: row.lessons,
    students: new Map(row.students.map((s) => [s.id, s.name])),
    clubs: new Map(row.clubs.map((c) => [c.id, c.name])),
  }
  return renderFeed(data, feedWindow(todayIn(timeZone, now)), now)
}
