import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type IsoDate, todayIn } from '../../../shared/domain/dates'
import { localDateTime, nextOccurrence } from '../../../shared/domain/recurrence'
import type { AgendaQuery } from '../../../shared/schemas/agenda'
import type {
  AgendaDto,
  AgendaOccurrence,
  LessonSeriesDto,
} from '../../../shared/schemas/agenda.response'
import type { Db, Executor } from '../../db/client'
import { lessons } from '../../db/schema/agenda'
import { notFound } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { col, rawRows } from '../../lib/sql'
import { activePackage } from '../students/students.queries'
import { horizonOf, tooFarAhead } from './agenda-context'
import { LESSON_NOT_FOUND } from './lesson-rows'
import {
  buildOccurrences,
  loadAgendaData,
  type Occurrence,
  overlappingIds,
  paddedWindow,
  toOccurrenceDto,
} from './occurrences'
import { ruleOfRow, seriesRow } from './series-rows'

/**
 * The agenda's reads: the window of GET /api/agenda, and one lesson or series as the routes
 * answer them (also after each write). Below the write use cases: it imports none of them.
 */

/** GET /api/agenda: the occurrences whose local start date is in [from, to], by start. */
export async function listAgenda(db: Db, ownerId: string, q: AgendaQuery): Promise<AgendaDto> {
  const timeZone = await coachTimeZone(db, ownerId)
  const today = todayIn(timeZone)
  if (q.to > horizonOf(today)) throw tooFarAhead()
  const w = paddedWindow(q.from, q.to, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today })
  const all = buildOccurrences(data, w.fromDay, w.toDay)
  const overlaps = overlappingIds(all)
  const items = all
    .filter((o) => {
      const day = localDateTime(o.start, timeZone).date
      return day >= q.from && day <= q.to
    })
    .map((o) => toOccurrenceDto(o, data, timeZone, overlaps))
  return {
    from: q.from,
    to: q.to,
    timeZone,
    items,
    cancelledDays: data.cancelledDays.filter((d) => d.day >= q.from && d.day <= q.to),
  }
}

/** One occurrence as the agenda lists it, found around a local day. */
async function occurrenceAround(
  db: Executor,
  ownerId: string,
  day: IsoDate,
  match: (o: Occurrence) => boolean,
): Promise<AgendaOccurrence | null> {
  const timeZone = await coachTimeZone(db, ownerId)
  const w = paddedWindow(day, day, timeZone)
  const data = await loadAgendaData(db, { ownerId, ...w, today: todayIn(timeZone) })
  const all = buildOccurrences(data, w.fromDay, w.toDay)
  const found = all.find(match)
  return found ? toOccurrenceDto(found, data, timeZone, overlappingIds(all)) : null
}

/** GET /api/lessons/{id}, and the answer of every write on one lesson. */
export async function getLesson(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<AgendaOccurrence> {
  const [row] = await db
    .select({ startsAt: lessons.startsAt })
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
  if (!row) throw notFound(LESSON_NOT_FOUND)
  const timeZone = await coachTimeZone(db, ownerId)
  const found = await occurrenceAround(
    db,
    ownerId,
    localDateTime(row.startsAt, timeZone).date,
    (o) => o.lessonId === id,
  )
  if (!found) throw notFound(LESSON_NOT_FOUND)
  return found
}

/** The occurrence `day` of a series as the agenda lists it (null when there is none). */
export async function seriesOccurrence(
  db: Executor,
  ownerId: string,
  seriesId: string,
  day: IsoDate,
) {
  return occurrenceAround(
    db,
    ownerId,
    day,
    (o) => o.seriesId === seriesId && o.occurrenceDate === day,
  )
}

/** GET /api/lesson-series/{id}. */
export async function getSeries(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<LessonSeriesDto> {
  const series = await seriesRow(db, { ownerId, id })
  const timeZone = await coachTimeZone(db, ownerId)
  const today = todayIn(timeZone)
  // raw SQL: the series' students with the list's credits, and its club, in one statement
  const [extra] = await rawRows(
    db,
    z.object({
      club: z.object({ id: col.string, name: col.string }).nullable(),
      students: z
        .array(
          z.object({
            id: col.string,
            name: col.string,
            status: z.enum(['active', 'inactive']),
            credits: col.number,
            hasOpenAlert: col.boolean,
          }),
        )
        .nullable(),
    }),
    sql`SELECT
      (SELECT json_build_object('id', c.id, 'name', c.name) FROM clubs c
        WHERE c.id = ${series.clubId} AND c.user_id = ${ownerId}) AS club,
      (SELECT json_agg(json_build_object('id', st.id, 'name', st.name, 'status', st.status,
          'credits', (SELECT coalesce(sum(remaining_classes), 0)::int FROM packages
                      WHERE user_id = ${ownerId} AND student_id = st.id AND ${activePackage(today)}),
          'hasOpenAlert', EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = ${ownerId}
            AND a.student_id = st.id AND NOT a.resolved AND a.dismissed_at IS NULL))
          ORDER BY st.name_folded, st.id)
        FROM lesson_series_students ss JOIN students st ON st.id = ss.student_id
        WHERE ss.series_id = ${id}) AS students`,
  )
  return {
    id: series.id,
    weekdays: series.weekdays,
    time: series.startTime,
    durationMinutes: series.durationMinutes,
    timeZone: series.timeZone,
    startDate: series.startDate,
    untilDate: series.untilDate,
    club: extra?.club ?? null,
    title: series.title,
    notes: series.notes,
    students: extra?.students ?? [],
    sequence: series.sequence,
    makeupCapacity: series.makeupCapacity,
    nextDate: nextOccurrence(ruleOfRow(series), today),
  }
}
