import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { PENDING_LESSON_DAYS } from '../../../shared/constants'
import { addDaysIso, type IsoDate, todayIn } from '../../../shared/domain/dates'
import { localDateTime, zonedInstant } from '../../../shared/domain/recurrence'
import type {
  AgendaOccurrence,
  AgendaSummary,
  OwedMakeup,
  OwedMakeupItem,
  StudentAgenda,
} from '../../../shared/schemas/agenda.response'
import type { Db, Executor } from '../../db/client'
import { students } from '../../db/schema/students'
import { notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { col, isoInstant, rawRows } from '../../lib/sql'
import {
  buildOccurrences,
  loadAgendaData,
  overlappingIds,
  paddedWindow,
  toOccurrenceDto,
} from './occurrences'

/** The occurrences whose local start date is in [from, to], as DTOs (the listing's rule). */
async function window(
  db: Executor,
  ownerId: string,
  timeZone: string,
  from: IsoDate,
  to: IsoDate,
): Promise<AgendaOccurrence[]> {
  const w = paddedWindow(from, to, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today: todayIn(timeZone) })
  const all = buildOccurrences(data, w.fromDay, w.toDay)
  const overlaps = overlappingIds(all)
  return all
    .filter((o) => {
      const day = localDateTime(o.start, timeZone).date
      return day >= from && day <= to
    })
    .map((o) => toOccurrenceDto(o, data, timeZone, overlaps))
}

const PENDING_SHOWN = 20

/** GET /api/agenda/summary: today's lessons still to come, and the pending ones. */
export async function agendaSummary(db: Db, ownerId: string): Promise<AgendaSummary> {
  const timeZone = await coachTimeZone(db, ownerId)
  const now = new Date()
  const today = todayIn(timeZone, now)
  const items = await window(db, ownerId, timeZone, addDaysIso(today, -PENDING_LESSON_DAYS), today)
  const upcoming = items.filter(
    (o) => o.date === today && o.state === 'scheduled' && Date.parse(o.endsAt) > now.getTime(),
  )
  const pending = items.filter((o) => o.state === 'pending').reverse()
  // today's lessons not registered yet, past or still to come (cancelled ones are not owed a
  // registration): what 'Aulas hoje' shows beside the classes already registered
  const todayToRegister = items.filter(
    (o) =>
      o.date === today &&
      (o.state === 'scheduled' || o.state === 'pending') &&
      o.students.length > 0,
  ).length
  const owed = await owedNotPlanned(db, ownerId)
  const answers = await answersSince(db, ownerId, zonedInstant(today, '00:00', timeZone))
  return {
    today,
    timeZone,
    upcoming,
    pending: pending.slice(0, PENDING_SHOWN),
    pendingTotal: pending.length,
    todayToRegister,
    makeupsOwed: owed.slice(0, MAKEUPS_SHOWN).map(
      (r): OwedMakeupItem => ({
        lessonId: r.lesson_id,
        ...localDateTime(r.starts_at, timeZone),
        outcome: r.outcome,
        durationMinutes: r.duration_minutes,
        clubId: r.club_id,
        scheduledIn: null,
        student: { id: r.student_id, name: r.student_name },
      }),
    ),
    makeupsOwedTotal: owed.length,
    studentAnswers: answers.map((a) => ({
      kind: a.answer === 'declined' ? ('declined' as const) : ('makeup' as const),
      lessonId: a.lesson_id,
      ...localDateTime(a.starts_at, timeZone),
      at: isoInstant(a.answered_at),
      student: { id: a.student_id, name: a.student_name },
    })),
  }
}

/**
 * The students' answers from their page since `since`: 'Não vou', and the make-ups they booked
 * or confirmed (newest first, 20 at most), from the partial index of answered lines.
 */
async function answersSince(db: Db, ownerId: string, since: Date) {
  return rawRows(
    db,
    z.object({
      lesson_id: col.string,
      starts_at: col.instant,
      answer: col.string,
      answered_at: col.instant,
      student_id: col.string,
      student_name: col.string,
    }),
    sql`SELECT ls.lesson_id, l.starts_at, ls.answer, ls.answered_at, st.id AS student_id,
          st.name AS student_name
        FROM lesson_students ls
        JOIN lessons l ON l.id = ls.lesson_id
        JOIN students st ON st.id = ls.student_id
        WHERE ls.user_id = ${ownerId} AND ls.answered_at >= ${since.toISOString()}::timestamptz
          AND (ls.answer = 'declined' OR (ls.answer = 'confirmed' AND ls.makeup_of IS NOT NULL))
        ORDER BY ls.answered_at DESC, ls.lesson_id, st.id
        LIMIT 20`,
  )
}

const MAKEUPS_SHOWN = 20

/**
 * The make-ups owed to the coach's active students with no lesson planned for them yet, oldest
 * first: what 'Agendar reposição' on the dashboard acts on. One statement (a coach owes few).
 */
async function owedNotPlanned(db: Db, ownerId: string) {
  return rawRows(
    db,
    owedRow.extend({ student_id: col.string, student_name: col.string }),
    sql`SELECT l.id AS lesson_id, l.starts_at, ls.outcome, l.duration_minutes, l.club_id,
          NULL AS makeup_id, NULL AS makeup_starts_at, st.id AS student_id, st.name AS student_name
        FROM lesson_students ls
        JOIN lessons l ON l.id = ls.lesson_id
        JOIN students st ON st.id = ls.student_id AND st.status = 'active'
        WHERE ls.user_id = ${ownerId} AND ls.outcome IN ('teacher_cancelled', 'rain')
          AND NOT EXISTS (SELECT 1 FROM lesson_students ms
            WHERE ms.makeup_of = ls.lesson_id AND ms.student_id = ls.student_id)
        ORDER BY l.starts_at, l.id, st.name_folded, st.id`,
  )
}

const UPCOMING_SHOWN = 5
const UPCOMING_DAYS = 61

const owedRow = z.object({
  lesson_id: col.string,
  starts_at: col.instant,
  outcome: z.enum(['teacher_cancelled', 'rain']),
  duration_minutes: col.number,
  club_id: col.stringOrNull,
  makeup_id: col.stringOrNull,
  makeup_starts_at: col.instant.nullable(),
})

/**
 * GET /api/students/{id}/agenda: the student's next lessons (up to 5 in the next 61 days,
 * scheduled) and the reposições owed: lessons where they had 'teacher_cancelled' or 'rain'
 * and no make-up lesson was registered with them in it yet.
 */
export async function studentAgenda(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
): Promise<StudentAgenda> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
  if (!student) throw notFound(STUDENT_NOT_FOUND)
  const timeZone = await coachTimeZone(db, ownerId)
  const now = Date.now()
  const today = todayIn(timeZone)
  const items = await window(db, ownerId, timeZone, today, addDaysIso(today, UPCOMING_DAYS))
  const upcoming = items
    .filter(
      (o) =>
        o.status === 'scheduled' &&
        !o.sessionId &&
        Date.parse(o.startsAt) > now &&
        o.students.some((s) => s.id === studentId),
    )
    .slice(0, UPCOMING_SHOWN)
  // raw SQL: owed lessons and the make-up planned for each, settled ones left out, one statement
  const owed = await rawRows(
    db,
    owedRow,
    sql`SELECT l.id AS lesson_id, l.starts_at, ls.outcome, l.duration_minutes, l.club_id,
          m.id AS makeup_id, m.starts_at AS makeup_starts_at
        FROM lesson_students ls
        JOIN lessons l ON l.id = ls.lesson_id
        LEFT JOIN lesson_students ms ON ms.makeup_of = ls.lesson_id AND ms.student_id = ls.student_id
        LEFT JOIN lessons m ON m.id = ms.lesson_id
        WHERE ls.user_id = ${ownerId} AND ls.student_id = ${studentId}
          AND ls.outcome IN ('teacher_cancelled', 'rain')
          AND NOT EXISTS (SELECT 1 FROM session_feedbacks f
            WHERE m.session_id IS NOT NULL AND f.session_id = m.session_id
              AND f.student_id = ls.student_id)
        ORDER BY l.starts_at, l.id`,
  )
  const makeups = owed.map(
    (r): OwedMakeup => ({
      lessonId: r.lesson_id,
      ...localDateTime(r.starts_at, timeZone),
      outcome: r.outcome,
      durationMinutes: r.duration_minutes,
      clubId: r.club_id,
      scheduledIn:
        r.makeup_id && r.makeup_starts_at
          ? { id: r.makeup_id, ...localDateTime(r.makeup_starts_at, timeZone) }
          : null,
    }),
  )
  return { upcoming, makeups }
}
