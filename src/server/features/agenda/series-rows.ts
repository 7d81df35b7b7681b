import { and, eq, gte } from 'drizzle-orm'
import type { IsoDate } from '../../../shared/domain/dates'
import { isOccurrence, type WeeklyRule } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import {
  type LessonSeriesRow,
  lessonSeries,
  lessonSeriesStudents,
  lessonStudents,
  lessons,
} from '../../db/schema/agenda'
import { notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'

/**
 * A weekly series' row and students, as the series and occurrence use cases, a student leaving
 * and a change of zone look them up. Below the use cases: it imports none of them.
 */

export const SERIES_NOT_FOUND = msg('series.notFound')
export const OCCURRENCE_NOT_FOUND = msg('series.noLessonOnDate')

export const ruleOfRow = (
  s: Pick<LessonSeriesRow, 'weekdays' | 'startDate' | 'untilDate'>,
): WeeklyRule => ({
  weekdays: s.weekdays,
  startDate: s.startDate,
  untilDate: s.untilDate,
})

export async function seriesRow(tx: Executor, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await tx
    .select()
    .from(lessonSeries)
    .where(and(eq(lessonSeries.id, id), eq(lessonSeries.userId, ownerId)))
  if (!row) throw notFound(SERIES_NOT_FOUND)
  return row
}

/**
 * The coach's series `id` for a write on its occurrence `day`, after the agenda lock (step 0 of
 * the lock order); 404 when `day` is not one of its occurrences.
 */
export async function checkedSeries(tx: Executor, ownerId: string, id: string, day: IsoDate) {
  await lockCoach(tx, ownerId, 'agenda')
  const series = await seriesRow(tx, { ownerId, id })
  if (!isOccurrence(ruleOfRow(series), day)) throw notFound(OCCURRENCE_NOT_FOUND)
  return series
}

export async function seriesStudentIds(tx: Executor, seriesId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessonSeriesStudents.studentId })
    .from(lessonSeriesStudents)
    .where(eq(lessonSeriesStudents.seriesId, seriesId))
  return rows.map((r) => r.id)
}

/** The students of a series and of its changed occurrences from `day` on (to lock them all). */
export async function seriesStudentsFrom(tx: Executor, seriesId: string, day: IsoDate) {
  const series = await seriesStudentIds(tx, seriesId)
  const rows = await tx
    .select({ id: lessonStudents.studentId })
    .from(lessonStudents)
    .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
    .where(and(eq(lessons.seriesId, seriesId), gte(lessons.occurrenceDate, day)))
  return { series, all: [...series, ...rows.map((r) => r.id)] }
}

export async function setSeriesStudents(
  tx: Executor,
  { ownerId, seriesId, studentIds }: { ownerId: string; seriesId: string; studentIds: string[] },
) {
  await tx.delete(lessonSeriesStudents).where(eq(lessonSeriesStudents.seriesId, seriesId))
  if (studentIds.length) {
    await tx
      .insert(lessonSeriesStudents)
      .values(studentIds.map((studentId) => ({ seriesId, studentId, userId: ownerId })))
  }
}
