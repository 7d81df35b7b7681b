import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { SessionListQuery } from '../../../shared/schemas/session'
import type {
  SessionAssignmentDto,
  SessionDto,
  SessionFeedbackDto,
  SessionPage,
} from '../../../shared/schemas/sessions.response'
import type { Db, Executor } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { readCounters } from '../../lib/counters'
import { col, isoInstant, rawRows, sqlIn } from '../../lib/sql'
import { containsPattern, foldText, prefixTsQuery } from '../../lib/sql-text'
import { loadFeedbackVoiceNotes } from '../voice-notes/voice-note-dto'

export const CLASS_SESSION_NOT_FOUND = msg('session.notFound')

/** A page of sessions with their feedbacks and assignments as JSON, in one statement. */
const sessionRow = z.object({
  id: col.string,
  date: col.instant,
  created_at: col.instant,
  teacher: col.string,
  notes: col.stringOrNull,
  feedbacks: z
    .array(
      z.object({
        id: col.string,
        studentId: col.string,
        studentName: col.string,
        rating: col.number,
        notes: col.string,
        tags: z.array(z.string()).nullable(),
        clubId: col.stringOrNull,
        clubName: col.stringOrNull,
      }),
    )
    .nullable(),
  assignments: z
    .array(
      z.object({
        studentId: col.string,
        studentName: col.string,
        packageId: col.stringOrNull,
        packageName: col.stringOrNull,
        packageTotalClasses: col.numberOrNull,
        packagePurchaseDate: col.stringOrNull,
        manuallyAssigned: col.boolean,
        assignedAt: col.instant,
      }),
    )
    .nullable(),
  lesson: z.object({ id: col.string, date: col.string, time: col.string }).nullable(),
})

/** Full DTOs for some sessions, in the order given — one query whatever the page size. */
export async function loadClassSessions(
  db: Executor,
  ownerId: string,
  ids: string[],
): Promise<SessionDto[]> {
  if (!ids.length) return []
  const byName = sql`s.name_folded, s.id`
  const tz = sql`coalesce((SELECT timezone FROM profiles WHERE user_id = ${ownerId}), ${DEFAULT_TIMEZONE})`
  const rows = await rawRows(
    db,
    sessionRow,
    sql`SELECT cs.id, cs.date, cs.created_at, cs.teacher, cs.notes,
        (SELECT json_agg(json_build_object(
            'id', f.id, 'studentId', f.student_id, 'studentName', s.name, 'rating', f.rating, 'notes', f.notes,
            'tags', f.tags, 'clubId', f.club_id, 'clubName', c.name) ORDER BY ${byName})
          FROM session_feedbacks f JOIN students s ON s.id = f.student_id LEFT JOIN clubs c ON c.id = f.club_id
          WHERE f.session_id = cs.id) AS feedbacks,
        (SELECT json_agg(json_build_object(
            'studentId', a.student_id, 'studentName', s.name, 'packageId', a.package_id,
            'packageName', p.name, 'packageTotalClasses', p.total_classes,
            'packagePurchaseDate', p.purchase_date::text, 'manuallyAssigned', a.manually_assigned,
            'assignedAt', a.assigned_at) ORDER BY ${byName})
          FROM session_package_assignments a JOIN students s ON s.id = a.student_id
          LEFT JOIN packages p ON p.id = a.package_id
          WHERE a.session_id = cs.id) AS assignments,
        (SELECT json_build_object('id', l.id,
            'date', to_char(l.starts_at AT TIME ZONE ${tz}, 'YYYY-MM-DD'),
            'time', to_char(l.starts_at AT TIME ZONE ${tz}, 'HH24:MI'))
          FROM lessons l WHERE l.session_id = cs.id AND l.user_id = ${ownerId} LIMIT 1) AS lesson
      FROM class_sessions cs WHERE cs.user_id = ${ownerId} AND cs.id IN (${sqlIn(ids)})`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  // the feedbacks' voice notes: one more statement for the whole page
  const notes = await loadFeedbackVoiceNotes(
    db,
    ownerId,
    rows.flatMap((r) => (r.feedbacks ?? []).map((f) => f.id)),
  )
  return ids.flatMap((id) => {
    const s = byId.get(id)
    if (!s) return []
    const feedbacks: SessionFeedbackDto[] = (s.feedbacks ?? []).map(({ id: feedbackId, ...f }) => ({
      ...f,
      tags: f.tags ?? [],
      voiceNotes: notes.get(feedbackId) ?? [],
    }))
    const assignments: SessionAssignmentDto[] = (s.assignments ?? []).map((a) => ({
      ...a,
      assignedAt: isoInstant(a.assignedAt),
    }))
    return [
      {
        id,
        date: isoInstant(s.date),
        createdAt: isoInstant(s.created_at),
        teacher: s.teacher,
        notes: s.notes,
        participants: feedbacks.map((f) => ({ studentId: f.studentId, name: f.studentName })),
        feedbacks,
        assignments,
        unassignedCount: assignments.filter((a) => a.packageId === null).length,
        lesson: s.lesson,
      },
    ]
  })
}

export async function getClassSession(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<SessionDto> {
  const [session] = await loadClassSessions(db, ownerId, [id])
  if (!session) throw notFound(CLASS_SESSION_NOT_FOUND)
  return session
}

/** Local midnight of a calendar day in the coach's time zone, as an instant. */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${tz}`

/**
 * Session history (spec §2, §5): filtered, sorted newest first and paginated in SQL. Quick
 * periods and custom ranges are days in the coach's time zone.
 */
export async function listClassSessions(
  db: Db,
  ownerId: string,
  q: SessionListQuery,
): Promise<SessionPage> {
  const tz = await coachTimeZone(db, ownerId)
  const today = todayIn(tz)
  const where: SQL[] = [sql`cs.user_id = ${ownerId}`]
  const range = (from: string | undefined, toInclusive: string | undefined) => {
    if (from) where.push(sql`cs.date >= ${dayStart(from, tz)}`)
    if (toInclusive) where.push(sql`cs.date < ${dayStart(addDaysIso(toInclusive, 1), tz)}`)
  }
  if (q.period === 'today') range(today, today)
  else if (q.period === 'yesterday') range(addDaysIso(today, -1), addDaysIso(today, -1))
  else if (q.period === '7days') range(addDaysIso(today, -6), today)
  else if (q.period === '30days') range(addDaysIso(today, -29), today)
  else range(q.from, q.to)

  if (q.unassigned) {
    where.push(sql`EXISTS (SELECT 1 FROM session_package_assignments a
      WHERE a.user_id = ${ownerId} AND a.session_id = cs.id AND a.package_id IS NULL)`)
  }
  const term = q.q?.trim()
  if (term) {
    // index-driven sets: participants whose (folded) name contains the term, and classes or
    // feedbacks whose notes have words starting with the term's words (full-text, GIN)
    const parts = [
      sql`SELECT f.session_id FROM session_feedbacks f JOIN students s ON s.id = f.student_id
          WHERE f.user_id = ${ownerId} AND s.user_id = ${ownerId}
            AND s.name_folded LIKE ${containsPattern(foldText(term))}`,
    ]
    const words = prefixTsQuery(term)
    if (words) {
      parts.push(sql`SELECT f.session_id FROM session_feedbacks f
          WHERE f.user_id = ${ownerId} AND f.notes_words @@ to_tsquery('simple', ${words})`)
      parts.push(sql`SELECT c.id FROM class_sessions c
          WHERE c.user_id = ${ownerId} AND c.notes_words @@ to_tsquery('simple', ${words})`)
      // voice notes' transcripts: their folded words, GIN-indexed like notes_words
      parts.push(sql`SELECT f.session_id FROM voice_notes v JOIN session_feedbacks f ON f.id = v.feedback_id
          WHERE v.user_id = ${ownerId} AND v.transcript_words @@ to_tsquery('simple', ${words})`)
    }
    where.push(sql`cs.id IN (${sql.join(parts, sql` UNION `)})`)
  }

  const filter = sql.join(where, sql` AND `)
  // raw SQL: the filter is built from fragments (time-zone days, full-text sets, UNION)
  const page = await rawRows(
    db,
    z.object({ id: col.string }),
    sql`SELECT cs.id FROM class_sessions cs WHERE ${filter}
        ORDER BY cs.date DESC NULLS LAST, cs.id DESC NULLS LAST
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  )
  // the unfiltered total comes from the coach's running totals, not a count of the history
  const filtered = where.length > 1
  const all = (await readCounters(db, ownerId)).sessions
  let total = all
  if (filtered) {
    const [count] = await rawRows(
      db,
      z.object({ n: col.number }),
      sql`SELECT count(*)::int AS n FROM class_sessions cs WHERE ${filter}`,
    )
    total = count?.n ?? 0
  }
  return {
    items: await loadClassSessions(
      db,
      ownerId,
      page.map((r) => r.id),
    ),
    total,
    page: q.page,
    pageSize: q.pageSize,
    unfilteredTotal: all,
  }
}
