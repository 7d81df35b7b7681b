import { and, eq, notInArray } from 'drizzle-orm'
import type { IsoDate } from '../../../shared/domain/dates'
import { zonedInstant } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { type LessonRow, lessonStudents, lessons } from '../../db/schema/agenda'
import { AppError } from '../../lib/app-error'
import { revertOutcomes } from './outcome-credits'
import { seriesRow, seriesStudentIds } from './series-rows'

/**
 * A lesson's row and students, as the lesson, occurrence, attendance and day use cases look
 * them up and write them. Below the use cases: it imports none of them.
 */

export const LESSON_NOT_FOUND = msg('agenda.lessonNotFound')

export const registered = () =>
  new AppError('LESSON_REGISTERED', msg('agenda.lessonHasSession'), 409)

export async function lessonStudentIds(tx: Executor, lessonId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessonStudents.studentId })
    .from(lessonStudents)
    .where(eq(lessonStudents.lessonId, lessonId))
  return rows.map((r) => r.id)
}

/**
 * The lesson's students become `studentIds`. A student taken off the lesson gets back the
 * credit an outcome of theirs consumed (through the ledger) before their line goes; the
 * caller holds every current and new student (lock order step 1).
 */
export async function setLessonStudents(
  tx: Executor,
  { ownerId, lessonId, studentIds }: { ownerId: string; lessonId: string; studentIds: string[] },
) {
  const removed = (await lessonStudentIds(tx, lessonId)).filter((s) => !studentIds.includes(s))
  await revertOutcomes(tx, { ownerId, lessonId, studentIds: removed, keepRows: true })
  await tx
    .delete(lessonStudents)
    .where(
      and(eq(lessonStudents.lessonId, lessonId), notInArray(lessonStudents.studentId, studentIds)),
    )
  await tx
    .insert(lessonStudents)
    .values(studentIds.map((studentId) => ({ lessonId, studentId, userId: ownerId })))
    .onConflictDoNothing()
}

export async function lockedLesson(tx: Executor, id: string): Promise<LessonRow> {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update')
  return row!
}

/**
 * The row standing for an occurrence, created from the series when there is none yet (the
 * caller holds the agenda lock and checked the date is an occurrence: `checkedSeries`).
 */
export async function occurrenceRow(
  tx: Executor,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
): Promise<LessonRow> {
  const [existing] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), eq(lessons.occurrenceDate, day)))
    .for('update')
  if (existing) return existing
  const series = await seriesRow(tx, { ownerId, id: seriesId })
  const [row] = await tx
    .insert(lessons)
    .values({
      userId: ownerId,
      seriesId,
      occurrenceDate: day,
      startsAt: zonedInstant(day, series.startTime, series.timeZone),
      durationMinutes: series.durationMinutes,
      clubId: series.clubId,
      title: series.title,
      notes: series.notes,
      makeupCapacity: series.makeupCapacity,
      sequence: series.sequence,
    })
    .returning()
  await setLessonStudents(tx, {
    ownerId,
    lessonId: row!.id,
    studentIds: await seriesStudentIds(tx, seriesId),
  })
  return row!
}
