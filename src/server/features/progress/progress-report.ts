import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { FOCUS_TAGS, PROGRESS_LIMITS, type ProgressPeriod } from '../../../shared/constants'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import type { Language } from '../../../shared/domain/locale'
import { packageStatus } from '../../../shared/domain/package-status'
import { suggestDrills } from '../../../shared/drills/suggest'
import type { ProgressReport } from '../../../shared/schemas/progress.response'
import type { Db } from '../../db/client'
import { col, isoInstant, rawRows, sqlIn } from '../../lib/sql'
import { type StudentContext, studentContext } from './progress-context'
import { periodRange } from './progress-period'
import { firstNameOf } from './progress-texts'

/** Feedbacks handed to the suggestion rules (newest first). */
const SUGGESTION_HISTORY = 60

/**
 * The student's last `limit` classes before `stop` (date, rating, tags, session_id; newest
 * first, ties by class), for the suggestions. Bounded by `limit`, not by the student's history
 *: the date of the last one is read from the index of feedbacks alone (class dates
 * only), then only the classes from that date on (its ties included) are fetched and sorted.
 */
export function recentFeedbacks(
  ownerId: string,
  studentId: string,
  stop: SQL,
  limit = SUGGESTION_HISTORY,
): SQL {
  return sql`SELECT fb.class_date AS date, fb.rating, fb.tags, fb.session_id
    FROM session_feedbacks fb
    WHERE fb.user_id = ${ownerId} AND fb.student_id = ${studentId} AND fb.class_date < ${stop}
      AND fb.class_date >= coalesce((
        SELECT x.class_date FROM session_feedbacks x
        WHERE x.user_id = ${ownerId} AND x.student_id = ${studentId} AND x.class_date < ${stop}
        ORDER BY x.class_date DESC OFFSET ${limit - 1} LIMIT 1), '-infinity'::timestamptz)
    ORDER BY fb.class_date DESC, fb.session_id DESC LIMIT ${limit}`
}

const reportRow = z.object({
  ratings: col.jsonArray(
    z.object({
      sessionId: col.string,
      date: col.instant,
      rating: col.number,
      note: col.string,
      tags: z.array(col.string),
    }),
  ),
  average: col.numberOrNull,
  previous_average: col.numberOrNull,
  classes: col.number,
  previous_classes: col.number,
  tags: col.jsonArray(z.object({ tag: col.string, count: col.number, previousCount: col.number })),
  notified: col.number,
  late: col.number,
  no_show: col.number,
  streak: col.number,
  last_class: z.union([z.null(), col.instant]),
  last_notes: col.jsonArray(
    z.object({ sessionId: col.string, date: col.instant, rating: col.number, note: col.string }),
  ),
  recent: col.jsonArray(
    z.object({ date: col.instant, rating: col.number, tags: z.array(col.string) }),
  ),
  packages: col.jsonArray(
    z.object({
      id: col.string,
      name: col.string,
      totalClasses: col.number,
      remainingClasses: col.number,
      expiryDate: col.string,
    }),
  ),
})

/**
 * The 'Progresso' tab: one statement after the student's. Every read of the
 * student's classes is a range of the (user, student, class_date) index of session_feedbacks —
 * the period, the previous one, the last 60 classes for the suggestions, the last class — so the
 * report costs what the period holds, not the student's whole history. Periods are bounded by
 * local midnights of the coach's zone; the streak walks back one local ISO week (Monday–Sunday)
 * at a time while the week has a class (one index probe a week); the agenda's absences count by
 * the lesson's start; the packages listed are the ones still valid at some day of the period.
 */
export async function getProgressReport(
  db: Db,
  {
    ownerId,
    studentId,
    period,
    language,
  }: { ownerId: string; studentId: string; period: ProgressPeriod; language?: Language },
  now: Date = new Date(),
): Promise<ProgressReport> {
  const student = await studentContext(db, { ownerId, studentId })
  return buildReport(db, { ownerId, student, period, now, language })
}

export async function buildReport(
  db: Db,
  {
    ownerId,
    student,
    period,
    now,
    language,
  }: {
    ownerId: string
    student: StudentContext
    period: ProgressPeriod
    now: Date
    /** Issue 15: the next exercises (names, reasons) in the coach's language. */
    language?: Language
  },
): Promise<ProgressReport> {
  const tz = student.timeZone
  const today = todayIn(tz, now)
  const range = periodRange(period, today)
  const localMidnight = (day: string | null) =>
    day === null ? sql`NULL::timestamptz` : sql`(${day}::date)::timestamp AT TIME ZONE ${tz}`

  const mine = sql`fb.user_id = ${ownerId} AND fb.student_id = ${student.id}`
  /** Whether the student had a class in the local week starting on `monday` (a date). */
  const classInWeek = (monday: SQL) => sql`EXISTS (
    SELECT 1 FROM session_feedbacks fb
    WHERE ${mine} AND fb.class_date >= (${monday})::timestamp AT TIME ZONE ${tz}
      AND fb.class_date < ((${monday}) + 7)::timestamp AT TIME ZONE ${tz} AND fb.class_date < b.stop)`
  const query = sql`WITH RECURSIVE b AS (
          SELECT coalesce(${localMidnight(range.from)}, '-infinity'::timestamptz) AS start,
            ${localMidnight(range.previousFrom)} AS prev_start,
            ${localMidnight(addDaysIso(today, 1))} AS stop,
            date_trunc('week', (${today}::date)::timestamp)::date AS this_week
        ),
        cur AS MATERIALIZED (
          SELECT fb.session_id, fb.class_date AS date, fb.rating, fb.notes, fb.tags
          FROM session_feedbacks fb, b
          WHERE ${mine} AND fb.class_date >= b.start AND fb.class_date < b.stop
        ),
        prev AS MATERIALIZED (
          SELECT fb.rating, fb.tags FROM session_feedbacks fb, b
          WHERE ${mine} AND fb.class_date >= b.prev_start AND fb.class_date < b.start
        ),
        weeks (wk, hit) AS (
          SELECT a.wk, ${classInWeek(sql`a.wk`)}
          FROM b, LATERAL (
            SELECT CASE WHEN ${classInWeek(sql`b.this_week`)} THEN b.this_week
              ELSE b.this_week - 7 END AS wk
          ) a
          UNION ALL
          SELECT w.wk - 7, ${classInWeek(sql`w.wk - 7`)} FROM weeks w, b WHERE w.hit
        ),
        att AS (
          SELECT count(*) FILTER (WHERE ls.outcome = 'notified_absence')::int AS notified,
            count(*) FILTER (WHERE ls.outcome = 'late_cancel')::int AS late,
            count(*) FILTER (WHERE ls.outcome = 'no_show')::int AS no_show
          FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id, b
          WHERE ls.user_id = ${ownerId} AND ls.student_id = ${student.id}
            AND ls.outcome IN ('notified_absence', 'late_cancel', 'no_show')
            AND l.starts_at >= b.start AND l.starts_at < b.stop
        )
        SELECT
          (SELECT json_agg(json_build_object('sessionId', session_id, 'date', date, 'rating', rating,
              'note', notes, 'tags', tags) ORDER BY date, session_id) FROM cur) AS ratings,
          (SELECT round(avg(rating), 1)::float8 FROM cur) AS average,
          (SELECT round(avg(rating), 1)::float8 FROM prev) AS previous_average,
          (SELECT count(*)::int FROM cur) AS classes,
          (SELECT count(*)::int FROM prev) AS previous_classes,
          (SELECT json_agg(json_build_object('tag', tag, 'count', n, 'previousCount', pn)
              ORDER BY n DESC, pn DESC, array_position(ARRAY[${sqlIn(FOCUS_TAGS)}]::text[], tag))
            FROM (
              SELECT t.tag, count(*) FILTER (WHERE x.current)::int AS n,
                count(*) FILTER (WHERE NOT x.current)::int AS pn
              FROM (SELECT tags, true AS current FROM cur UNION ALL SELECT tags, false FROM prev) x,
                unnest(x.tags) AS t(tag)
              GROUP BY t.tag
            ) g) AS tags,
          att.notified, att.late, att.no_show,
          (SELECT count(*) FILTER (WHERE hit)::int FROM weeks) AS streak,
          (SELECT max(fb.class_date) FROM session_feedbacks fb WHERE ${mine} AND fb.class_date < b.stop)
            AS last_class,
          (SELECT json_agg(json_build_object('sessionId', session_id, 'date', date, 'rating', rating,
              'note', notes) ORDER BY date DESC, session_id DESC)
            FROM (SELECT * FROM cur WHERE btrim(notes) <> ''
                  ORDER BY date DESC, session_id DESC LIMIT ${PROGRESS_LIMITS.reportLastNotes}) n
          ) AS last_notes,
          (SELECT json_agg(json_build_object('date', date, 'rating', rating, 'tags', tags)
              ORDER BY date DESC, session_id DESC)
            FROM (${recentFeedbacks(ownerId, student.id, sql`b.stop`)}) r
          ) AS recent,
          (SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'totalClasses', p.total_classes,
              'remainingClasses', p.remaining_classes, 'expiryDate', p.expiry_date)
              ORDER BY p.expiry_date DESC, p.purchase_date DESC, p.id)
            FROM packages p
            WHERE p.user_id = ${ownerId} AND p.student_id = ${student.id}
              AND (${range.from}::date IS NULL OR p.expiry_date >= ${range.from}::date)
          ) AS packages
        FROM b, att`
  // raw SQL: a dozen aggregates of one student's classes, lessons and packages in one round trip
  const [row] = await rawRows(db, reportRow, query)
  const r = row!
  const packages = r.packages.map((p) => ({ ...p, status: packageStatus(p, today) }))
  const active = packages.filter((p) => p.status === 'active')
  const hasPrevious = range.previousFrom !== null
  return {
    studentId: student.id,
    firstName: firstNameOf(student.name),
    period,
    from: range.from,
    to: today,
    ratings: r.ratings.map((x) => ({ ...x, date: isoInstant(x.date) })),
    averageRating: r.average,
    previousAverageRating: hasPrevious ? r.previous_average : null,
    tags: r.tags,
    attendance: {
      classes: r.classes,
      previousClasses: hasPrevious ? r.previous_classes : 0,
      notifiedAbsences: r.notified,
      lateCancellations: r.late,
      noShows: r.no_show,
      streakWeeks: r.streak,
      lastClassDate: r.last_class ? isoInstant(r.last_class) : null,
    },
    credits: {
      remaining: active.reduce((sum, p) => sum + p.remainingClasses, 0),
      nextExpiry: active.reduce<string | null>(
        (min, p) => (min === null || p.expiryDate < min ? p.expiryDate : min),
        null,
      ),
      packages,
    },
    lastNotes: r.last_notes.map((n) => ({ ...n, date: isoInstant(n.date) })),
    suggestions: suggestDrills({
      mainSport: student.mainSport,
      classe: student.classe,
      feedbacks: r.recent.map((f) => ({ ...f, date: isoInstant(f.date) })),
      today,
      timeZone: tz,
      limit: PROGRESS_LIMITS.reportSuggestions,
      lang: language === 'en' ? 'en' : 'pt',
    }),
  }
}
