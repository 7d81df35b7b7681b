import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE, LESSON_REMINDER_MODES, REMINDERS } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'
import type { Executor } from '../../db/client'
import { balanceSql, paidOf } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'

/**
 * What the planner reads (decision 0023), set-based over every coach at once: the students
 * who agreed to reminders, with their coach's settings and zone; the lessons and series they
 * are in around now; their packages with credits and what is owed. Three statements in all,
 * whatever the number of coaches.
 */

const recipientRow = z.object({
  user_id: col.string,
  student_id: col.string,
  phone: col.string,
  has_email: col.boolean,
  whatsapp: col.boolean,
  email: col.boolean,
  tz: col.stringOrNull,
  lesson: col.boolean,
  lesson_mode: z.enum(LESSON_REMINDER_MODES),
  lesson_hours: col.number,
  credits_low: col.boolean,
  package_expiring: col.boolean,
  payment_due: col.boolean,
  class_summary: col.boolean,
})
export type Recipient = z.output<typeof recipientRow> & { timeZone: string }

/**
 * Active students whose newest consent on a channel is a yes, with their coach's settings (of
 * every coach, or of one).
 */
export async function loadRecipients(db: Executor, ownerId?: string): Promise<Recipient[]> {
  // raw SQL: the newest consent per channel (LATERAL … LIMIT 1) and the settings' defaults
  const rows = await rawRows(
    db,
    recipientRow,
    sql`SELECT s.user_id, s.id AS student_id, s.phone, s.email IS NOT NULL AS has_email,
          coalesce(wa.granted, false) AS whatsapp, coalesce(em.granted, false) AS email,
          p.timezone AS tz,
          coalesce(rs.lesson, true) AS lesson,
          coalesce(rs.lesson_mode, 'evening_before') AS lesson_mode,
          coalesce(rs.lesson_hours, ${REMINDERS.hoursBeforeDefault}) AS lesson_hours,
          coalesce(rs.credits_low, true) AS credits_low,
          coalesce(rs.package_expiring, true) AS package_expiring,
          coalesce(rs.payment_due, true) AS payment_due,
          coalesce(rs.class_summary, false) AS class_summary
        FROM students s
        LEFT JOIN profiles p ON p.user_id = s.user_id
        LEFT JOIN reminder_settings rs ON rs.user_id = s.user_id
        LEFT JOIN LATERAL (SELECT c.granted FROM student_consents c
          WHERE c.student_id = s.id AND c.channel = 'whatsapp'
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1) wa ON true
        LEFT JOIN LATERAL (SELECT c.granted FROM student_consents c
          WHERE c.student_id = s.id AND c.channel = 'email'
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1) em ON true
        WHERE s.status = 'active' AND (${ownerId ?? null}::uuid IS NULL OR s.user_id = ${ownerId ?? null}::uuid)
          AND s.id IN (SELECT DISTINCT c.student_id FROM student_consents c WHERE c.granted)`,
  )
  return rows
    .filter((r) => r.whatsapp || (r.email && r.has_email))
    .map((r) => ({ ...r, timeZone: r.tz ?? DEFAULT_TIMEZONE }))
}

/** The students as a JSON list for `json_array_elements_text` (one bound parameter). */
const idList = (ids: string[]) => JSON.stringify(ids)

const seriesRow = z.object({
  id: col.string,
  weekdays: z.array(z.number()),
  start_time: col.string,
  time_zone: col.string,
  start_date: col.string,
  until_date: col.stringOrNull,
  club: col.stringOrNull,
  student_ids: col.jsonArray(col.string),
})
export type SeriesRow = z.output<typeof seriesRow>

const lessonRow = z.object({
  id: col.string,
  series_id: col.stringOrNull,
  occurrence_date: col.stringOrNull,
  starts_at: col.instant,
  status: col.string,
  registered: col.boolean,
  club: col.stringOrNull,
  /** The recipients in the lesson, with what is recorded for them. */
  students: col.jsonArray(
    z.object({ id: col.string, outcome: col.stringOrNull, answer: col.stringOrNull }),
  ),
})
export type LessonRow = z.output<typeof lessonRow>

/**
 * The weekly series the students are in, alive on [from, to], and the lesson rows that start
 * in [lo, hi) with one of them or that stand for an occurrence of those series dated on
 * [from, to] (a moved or cancelled occurrence replaces its series' date, whoever is in it).
 */
export async function loadLessons(
  db: Executor,
  q: { studentIds: string[]; from: IsoDate; to: IsoDate; lo: Date; hi: Date },
): Promise<{ series: SeriesRow[]; lessons: LessonRow[] }> {
  if (!q.studentIds.length) return { series: [], lessons: [] }
  const ids = idList(q.studentIds)
  // raw SQL: the series and their recipients aggregated per series
  const series = await rawRows(
    db,
    seriesRow,
    sql`SELECT s.id, s.weekdays, s.start_time, s.time_zone, s.start_date::text AS start_date,
          s.until_date::text AS until_date, c.name AS club, json_agg(ss.student_id) AS student_ids
        FROM lesson_series s
        JOIN lesson_series_students ss ON ss.series_id = s.id
        LEFT JOIN clubs c ON c.id = s.club_id
        WHERE ss.student_id IN (SELECT json_array_elements_text(${ids}::json)::uuid)
          AND s.start_date <= ${q.to}::date AND (s.until_date IS NULL OR s.until_date >= ${q.from}::date)
        GROUP BY s.id, c.name`,
  )
  const seriesIds = JSON.stringify(series.map((s) => s.id))
  // raw SQL: lesson rows with the recipients' attendance aggregated per row
  const lessons = await rawRows(
    db,
    lessonRow,
    sql`SELECT l.id, l.series_id, l.occurrence_date::text AS occurrence_date, l.starts_at,
          l.status, l.session_id IS NOT NULL AS registered, c.name AS club,
          coalesce((SELECT json_agg(json_build_object('id', ls.student_id, 'outcome', ls.outcome,
              'answer', ls.answer)) FROM lesson_students ls
            WHERE ls.lesson_id = l.id
              AND ls.student_id IN (SELECT json_array_elements_text(${ids}::json)::uuid)),
            '[]'::json) AS students
        FROM lessons l LEFT JOIN clubs c ON c.id = l.club_id
        WHERE (l.starts_at >= ${q.lo.toISOString()}::timestamptz
            AND l.starts_at < ${q.hi.toISOString()}::timestamptz
            AND l.id IN (SELECT ls.lesson_id FROM lesson_students ls
              WHERE ls.student_id IN (SELECT json_array_elements_text(${ids}::json)::uuid)))
          OR (l.series_id IN (SELECT json_array_elements_text(${seriesIds}::json)::uuid)
            AND l.occurrence_date BETWEEN ${q.from}::date AND ${q.to}::date)`,
  )
  return { series, lessons }
}

const packageRow = z.object({
  id: col.string,
  student_id: col.string,
  name: col.string,
  remaining: col.number,
  total: col.number,
  purchase_date: col.string,
  expiry_date: col.string,
  due_date: col.string,
  balance: col.number,
  created_at: col.instant,
})
export type PackageRow = z.output<typeof packageRow>

/** The students' packages: credits, expiry, and what is still owed on each. */
export async function loadPackages(db: Executor, studentIds: string[]): Promise<PackageRow[]> {
  if (!studentIds.length) return []
  // raw SQL: the balance with the money rule of lib/money-sql.ts
  return rawRows(
    db,
    packageRow,
    sql`SELECT p.id, p.student_id, p.name, p.remaining_classes AS remaining,
          p.total_classes AS total, p.purchase_date::text AS purchase_date,
          p.expiry_date::text AS expiry_date, p.due_date::text AS due_date,
          ${balanceSql(sql`p.price_cents`, paidOf())}::int AS balance, p.created_at
        FROM packages p
        WHERE p.student_id IN (SELECT json_array_elements_text(${idList(studentIds)}::json)::uuid)`,
  )
}

/**
 * The classes registered since `since` with a feedback of one of the students, whose summary
 * was not planned yet: the automatic after-class summary's candidates.
 */
export async function loadClassSummaries(
  db: Executor,
  { studentIds, since }: { studentIds: string[]; since: Date },
): Promise<{ user_id: string; session_id: string; student_id: string }[]> {
  if (!studentIds.length) return []
  // raw SQL: the feedbacks of the window without a planned summary (NOT EXISTS on the key)
  return rawRows(
    db,
    z.object({ user_id: col.string, session_id: col.string, student_id: col.string }),
    sql`SELECT f.user_id, f.session_id, f.student_id
        FROM session_feedbacks f
        JOIN class_sessions c ON c.id = f.session_id AND c.user_id = f.user_id
        WHERE f.student_id IN (SELECT json_array_elements_text(${idList(studentIds)}::json)::uuid)
          AND c.created_at >= ${since.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM reminders r WHERE r.student_id = f.student_id
            AND r.kind = 'class_summary' AND r.subject = f.session_id::text)`,
  )
}
