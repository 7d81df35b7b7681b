import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  AGENDA_LIMITS,
  ATTENDANCE_OUTCOMES,
  DAY_CANCEL_REASONS,
  type DayCancelReason,
  LESSON_ANSWERS,
  LESSON_STATUSES,
  STUDENT_STATUSES,
} from '../../../shared/constants'
import { addDaysIso, type IsoDate } from '../../../shared/domain/dates'
import { freePlaces, holdsPlace } from '../../../shared/domain/makeup-places'
import {
  expandWeekly,
  localDateTime,
  type WeeklyRule,
  zonedInstant,
} from '../../../shared/domain/recurrence'
import type {
  AgendaOccurrence,
  LessonAttendance,
  LessonState,
  LessonStudent,
} from '../../../shared/schemas/agenda.response'
import type { LessonConflict } from '../../../shared/schemas/common.response'
import type { Executor } from '../../db/client'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { activePackage } from '../students/students.queries'

/**
 * Reading the agenda (docs/decisions/0009): ONE statement loads the series that can have an
 * occurrence in a window, the lesson rows in it (stand-alone lessons and changed occurrences),
 * their students with the students list's credits, and their clubs; the series are expanded
 * here, in Node, for that window only — a two-year series costs one row whatever the window.
 */

const MINUTE = 60_000

export const seriesJson = z.object({
  id: col.string,
  weekdays: z.array(z.coerce.number<unknown>()),
  start_time: col.string,
  duration_minutes: col.number,
  time_zone: col.string,
  start_date: col.string,
  until_date: col.stringOrNull,
  club_id: col.stringOrNull,
  title: col.stringOrNull,
  notes: col.stringOrNull,
  sequence: col.number,
  makeup_capacity: col.numberOrNull,
  student_ids: z.array(col.string),
})
export type SeriesData = z.output<typeof seriesJson>

export const lessonJson = z.object({
  id: col.string,
  series_id: col.stringOrNull,
  occurrence_date: col.stringOrNull,
  starts_at: col.instant,
  duration_minutes: col.number,
  club_id: col.stringOrNull,
  title: col.stringOrNull,
  notes: col.stringOrNull,
  status: z.enum(LESSON_STATUSES),
  sequence: col.number,
  session_id: col.stringOrNull,
  makeup_capacity: col.numberOrNull,
  student_ids: z.array(col.string),
  /** The students of the class registered from the lesson ('present'). */
  session_student_ids: z.array(col.string),
  attendance: z.array(
    z.object({
      student_id: col.string,
      outcome: z.enum(ATTENDANCE_OUTCOMES).nullable(),
      notice_at: col.instant.nullable(),
      charged: col.boolean,
      no_credit: col.boolean,
      makeup_of: col.stringOrNull,
      makeup_starts_at: col.instant.nullable(),
      /** The lesson planned as this student's make-up of this one. */
      makeup_in: col.stringOrNull,
      makeup_in_starts_at: col.instant.nullable(),
      /** The student's answer from their page. */
      answer: z.enum(LESSON_ANSWERS).nullable(),
    }),
  ),
})

const studentJson = z.object({
  id: col.string,
  name: col.string,
  status: z.enum(STUDENT_STATUSES),
  credits: col.number,
  has_open_alert: col.boolean,
})

const agendaRow = z.object({
  series: col.jsonArray(seriesJson),
  lessons: col.jsonArray(lessonJson),
  students: col.jsonArray(studentJson),
  clubs: col.jsonArray(z.object({ id: col.string, name: col.string })),
  cancelled_days: col.jsonArray(z.object({ day: col.string, reason: z.enum(DAY_CANCEL_REASONS) })),
})

export interface AgendaData {
  series: SeriesData[]
  lessons: z.output<typeof lessonJson>[]
  students: Map<string, LessonStudent>
  clubs: Map<string, string>
  /** Days of the window called off with 'Cancelar o dia'. */
  cancelledDays: { day: string; reason: DayCancelReason }[]
}

/**
 * Everything the agenda needs between two local dates (padded by the caller), in one round
 * trip: series alive in [fromDay, toDay], lesson rows starting in [lo, hi) or standing for an
 * occurrence dated in [fromDay, toDay], and the students and clubs they name.
 */
export async function loadAgendaData(
  db: Executor,
  q: { ownerId: string; fromDay: IsoDate; toDay: IsoDate; lo: Date; hi: Date; today: IsoDate },
): Promise<AgendaData> {
  const { ownerId, fromDay, toDay } = q
  // raw SQL: four related reads, with JSON aggregates, in one statement (the week view's cost)
  const [row] = await rawRows(
    db,
    agendaRow,
    sql`WITH ser AS (
      SELECT s.id, s.weekdays, s.start_time, s.duration_minutes, s.time_zone,
        s.start_date::text AS start_date, s.until_date::text AS until_date, s.club_id, s.title,
        s.notes, s.sequence, s.makeup_capacity,
        coalesce((SELECT json_agg(ss.student_id) FROM lesson_series_students ss
                  WHERE ss.series_id = s.id), '[]'::json) AS student_ids
      FROM lesson_series s
      WHERE s.user_id = ${ownerId} AND s.start_date <= ${toDay}::date
        AND (s.until_date IS NULL OR s.until_date >= ${fromDay}::date)
    ), les AS (
      SELECT l.id, l.series_id, l.occurrence_date::text AS occurrence_date, l.starts_at,
        l.duration_minutes, l.club_id, l.title, l.notes, l.status, l.sequence, l.session_id,
        l.makeup_capacity,
        coalesce((SELECT json_agg(ls.student_id) FROM lesson_students ls
                  WHERE ls.lesson_id = l.id), '[]'::json) AS student_ids,
        coalesce((SELECT json_agg(f.student_id) FROM session_feedbacks f
                  WHERE f.session_id = l.session_id), '[]'::json) AS session_student_ids,
        coalesce((SELECT json_agg(json_build_object('student_id', ls.student_id,
                    'outcome', ls.outcome, 'notice_at', ls.notice_at,
                    'charged', ls.charged_package_id IS NOT NULL, 'no_credit', ls.no_credit,
                    'makeup_of', ls.makeup_of,
                    'makeup_starts_at', (SELECT m.starts_at FROM lessons m WHERE m.id = ls.makeup_of),
                    'makeup_in', mi.lesson_id, 'makeup_in_starts_at', mi.starts_at,
                    'answer', ls.answer))
                  FROM lesson_students ls
                  LEFT JOIN LATERAL (SELECT ms.lesson_id, m.starts_at FROM lesson_students ms
                    JOIN lessons m ON m.id = ms.lesson_id
                    WHERE ms.makeup_of = l.id AND ms.student_id = ls.student_id LIMIT 1) mi ON true
                  WHERE ls.lesson_id = l.id
                    AND (ls.outcome IS NOT NULL OR ls.makeup_of IS NOT NULL OR ls.answer IS NOT NULL)),
                 '[]'::json) AS attendance
      FROM lessons l
      WHERE l.user_id = ${ownerId}
        AND ((l.starts_at >= ${q.lo.toISOString()}::timestamptz AND l.starts_at < ${q.hi.toISOString()}::timestamptz)
          OR (l.series_id IN (SELECT id FROM ser)
              AND l.occurrence_date BETWEEN ${fromDay}::date AND ${toDay}::date))
    ), stu AS (
      SELECT DISTINCT x.sid::uuid AS id FROM (
        SELECT json_array_elements_text(student_ids) AS sid FROM ser
        UNION ALL SELECT json_array_elements_text(student_ids) FROM les) x
    )
    SELECT
      (SELECT json_agg(ser) FROM ser) AS series,
      (SELECT json_agg(les) FROM les) AS lessons,
      (SELECT json_agg(json_build_object('id', st.id, 'name', st.name, 'status', st.status,
          'credits', coalesce(c.credits, 0),
          'has_open_alert', EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = ${ownerId}
            AND a.student_id = st.id AND NOT a.resolved AND a.dismissed_at IS NULL)))
        FROM students st
        LEFT JOIN (
          SELECT student_id, sum(remaining_classes)::int AS credits FROM packages
          WHERE user_id = ${ownerId} AND student_id IN (SELECT id FROM stu) AND ${activePackage(q.today)}
          GROUP BY student_id
        ) c ON c.student_id = st.id
        WHERE st.user_id = ${ownerId} AND st.id IN (SELECT id FROM stu)) AS students,
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM clubs c
        WHERE c.user_id = ${ownerId}
          AND c.id IN (SELECT club_id FROM ser UNION SELECT club_id FROM les)) AS clubs,
      (SELECT json_agg(json_build_object('day', d.day::text, 'reason', d.reason) ORDER BY d.day)
        FROM agenda_day_cancellations d WHERE d.user_id = ${ownerId}
          AND d.day BETWEEN ${fromDay}::date AND ${toDay}::date) AS cancelled_days`,
  )
  return {
    series: row?.series ?? [],
    lessons: row?.lessons ?? [],
    students: new Map(
      (row?.students ?? []).map((s) => [
        s.id,
        {
          id: s.id,
          name: s.name,
          status: s.status,
          credits: s.credits,
          hasOpenAlert: s.has_open_alert,
        },
      ]),
    ),
    clubs: new Map((row?.clubs ?? []).map((c) => [c.id, c.name])),
    cancelledDays: row?.cancelled_days ?? [],
  }
}

/** One occurrence before it becomes a DTO. */
export interface Occurrence {
  id: string
  lessonId: string | null
  seriesId: string | null
  occurrenceDate: IsoDate | null
  start: Date
  end: Date
  durationMinutes: number
  status: (typeof LESSON_STATUSES)[number]
  title: string | null
  notes: string | null
  clubId: string | null
  studentIds: string[]
  sessionId: string | null
  sequence: number
  /** Open to make-ups: the most students it holds; null: not open. */
  makeupCapacity: number | null
  /** The students of the registered class. */
  sessionStudentIds: string[]
  /** The recorded outcomes and make-up links, by student. */
  attendance: Map<string, AgendaData['lessons'][number]['attendance'][number]>
}

export const virtualId = (seriesId: string, day: IsoDate) => `s_${seriesId}_${day}`

export const ruleOf = (s: {
  weekdays: readonly number[]
  start_date?: string
  until_date?: string | null
  startDate?: string
  untilDate?: string | null
}): WeeklyRule => ({
  weekdays: s.weekdays,
  startDate: (s.startDate ?? s.start_date)!,
  untilDate: s.untilDate ?? s.until_date ?? null,
})

/** The series' occurrences on [fromDay, toDay] that no lesson row replaces, plus the rows. */
export function buildOccurrences(data: AgendaData, fromDay: IsoDate, toDay: IsoDate): Occurrence[] {
  const overridden = new Set<string>()
  const out: Occurrence[] = []
  for (const l of data.lessons) {
    if (l.series_id && l.occurrence_date) overridden.add(virtualId(l.series_id, l.occurrence_date))
    out.push({
      id: l.id,
      lessonId: l.id,
      seriesId: l.series_id,
      occurrenceDate: l.occurrence_date,
      start: l.starts_at,
      end: new Date(l.starts_at.getTime() + l.duration_minutes * MINUTE),
      durationMinutes: l.duration_minutes,
      status: l.status,
      title: l.title,
      notes: l.notes,
      clubId: l.club_id,
      studentIds: l.student_ids,
      sessionId: l.session_id,
      sequence: l.sequence,
      makeupCapacity: l.makeup_capacity,
      sessionStudentIds: l.session_student_ids,
      attendance: new Map(l.attendance.map((a) => [a.student_id, a])),
    })
  }
  for (const s of data.series) {
    for (const day of expandWeekly(ruleOf(s), fromDay, toDay)) {
      const id = virtualId(s.id, day)
      if (overridden.has(id)) continue
      const start = zonedInstant(day, s.start_time, s.time_zone)
      out.push({
        id,
        lessonId: null,
        seriesId: s.id,
        occurrenceDate: day,
        start,
        end: new Date(start.getTime() + s.duration_minutes * MINUTE),
        durationMinutes: s.duration_minutes,
        status: 'scheduled',
        title: s.title,
        notes: s.notes,
        clubId: s.club_id,
        studentIds: s.student_ids,
        sessionId: null,
        sequence: s.sequence,
        makeupCapacity: s.makeup_capacity,
        sessionStudentIds: [],
        attendance: new Map(),
      })
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : 1))
}

/** The ids of the scheduled occurrences that overlap another scheduled one (sorted input). */
export function overlappingIds(sorted: Occurrence[]): Set<string> {
  const hits = new Set<string>()
  let active: Occurrence[] = []
  for (const o of sorted) {
    if (o.status !== 'scheduled') continue
    active = active.filter((a) => a.end.getTime() > o.start.getTime())
    if (active.length) {
      hits.add(o.id)
      for (const a of active) hits.add(a.id)
    }
    active.push(o)
  }
  return hits
}

/** The scheduled occurrences that overlap one of the subjects (those being saved). */
export function conflictsWith(
  sorted: Occurrence[],
  isSubject: (o: Occurrence) => boolean,
): Occurrence[] {
  const subjects = sorted.filter((o) => o.status === 'scheduled' && isSubject(o))
  const found = new Map<string, Occurrence>()
  for (const o of sorted) {
    if (o.status !== 'scheduled' || isSubject(o)) continue
    if (subjects.some((s) => s.start < o.end && o.start < s.end)) found.set(o.id, o)
  }
  return [...found.values()]
}

/** The window to load around local days [from, to] in a zone (series zones may differ by a day). */
export function paddedWindow(from: IsoDate, to: IsoDate, timeZone: string) {
  const fromDay = addDaysIso(from, -1)
  const toDay = addDaysIso(to, 1)
  return {
    fromDay,
    toDay,
    lo: new Date(
      zonedInstant(fromDay, '00:00', timeZone).getTime() - AGENDA_LIMITS.durationMax * MINUTE,
    ),
    hi: zonedInstant(addDaysIso(toDay, 1), '00:00', timeZone),
  }
}

function studentsOf(o: Occurrence, data: AgendaData): LessonStudent[] {
  return o.studentIds
    .map((id) => data.students.get(id))
    .filter((s): s is LessonStudent => Boolean(s))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || (a.id < b.id ? -1 : 1))
}

/**
 * Each student's attendance: 'present' when in the registered class (the truth even after the
 * class is edited), else the recorded outcome ('present' left by a class since deleted: none).
 */
function attendanceOf(o: Occurrence, students: LessonStudent[], timeZone: string) {
  return students.map((s): LessonAttendance => {
    const a = o.attendance.get(s.id)
    const present = o.sessionStudentIds.includes(s.id)
    const outcome = present ? 'present' : a?.outcome === 'present' ? null : (a?.outcome ?? null)
    const makeup = a?.makeup_of && a.makeup_starts_at ? a.makeup_starts_at : null
    return {
      studentId: s.id,
      outcome,
      noticeAt: a?.notice_at ? isoInstant(a.notice_at) : null,
      charged: Boolean(a?.charged) && !present,
      noCredit: Boolean(a?.no_credit) && !present,
      makeupOf:
        a?.makeup_of && makeup
          ? { lessonId: a.makeup_of, ...localDateTime(makeup, timeZone) }
          : null,
      makeupIn:
        a?.makeup_in && a.makeup_in_starts_at
          ? { lessonId: a.makeup_in, ...localDateTime(a.makeup_in_starts_at, timeZone) }
          : null,
      answer: a?.answer ?? null,
    }
  })
}

export function stateOf(
  o: Occurrence,
  attendance: LessonAttendance[],
  now: Date = new Date(),
): LessonState {
  if (o.sessionId) return 'done'
  if (o.status === 'cancelled') return 'cancelled'
  if (o.end <= now && attendance.some((a) => a.outcome === null)) return 'pending'
  return 'scheduled'
}

export function toOccurrenceDto(
  o: Occurrence,
  data: AgendaData,
  timeZone: string,
  overlaps: Set<string>,
): AgendaOccurrence {
  const local = localDateTime(o.start, timeZone)
  const clubName = o.clubId ? data.clubs.get(o.clubId) : undefined
  const students = studentsOf(o, data)
  const attendance = attendanceOf(o, students, timeZone)
  return {
    id: o.id,
    lessonId: o.lessonId,
    seriesId: o.seriesId,
    occurrenceDate: o.occurrenceDate,
    startsAt: isoInstant(o.start),
    endsAt: isoInstant(o.end),
    date: local.date,
    time: local.time,
    endTime: localDateTime(o.end, timeZone).time,
    durationMinutes: o.durationMinutes,
    status: o.status,
    title: o.title,
    notes: o.notes,
    club: o.clubId && clubName ? { id: o.clubId, name: clubName } : null,
    students,
    sessionId: o.sessionId,
    state: stateOf(o, attendance),
    attendance,
    overlaps: overlaps.has(o.id),
    sequence: o.sequence,
    makeupCapacity: o.makeupCapacity,
    openPlaces: o.makeupCapacity === null ? null : freePlaces(o.makeupCapacity, holdingPlaces(o)),
  }
}

/** The students holding a place in the occurrence (no absence recorded for them). */
export function holdingPlaces(o: Occurrence): number {
  return o.studentIds.filter((id) => holdsPlace(o.attendance.get(id)?.outcome ?? null)).length
}

export function toConflict(o: Occurrence, data: AgendaData, timeZone: string): LessonConflict {
  const local = localDateTime(o.start, timeZone)
  return {
    id: o.id,
    startsAt: isoInstant(o.start),
    endsAt: isoInstant(o.end),
    date: local.date,
    time: local.time,
    durationMinutes: o.durationMinutes,
    title: o.title,
    students: studentsOf(o, data).map((s) => ({ id: s.id, name: s.name })),
  }
}
