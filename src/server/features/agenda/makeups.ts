import { and, eq, inArray, ne } from 'drizzle-orm'
import { MAKEUP_OUTCOMES } from '../../../shared/constants'
import { localDateTime } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { lessonStudents, lessons } from '../../db/schema/agenda'
import { AppError, notFound } from '../../lib/app-error'

export const MAKEUP_NOT_FOUND = msg('makeup.notOwed')

/**
 * Marks `lessonId` as the make-up (reposição) of the owed lesson `owedLessonId` for those of
 * `studentIds` who are owed it ('teacher_cancelled' / 'rain' there). 404 when none of them is,
 * 409 MAKEUP_TAKEN when one's make-up is already planned in another lesson (one make-up per
 * owed lesson and student). The caller holds the agenda lock, the students and the lesson.
 */
export async function linkMakeup(
  tx: Executor,
  {
    ownerId,
    lessonId,
    owedLessonId,
    studentIds,
    timeZone,
  }: {
    ownerId: string
    lessonId: string
    owedLessonId: string
    studentIds: string[]
    timeZone: string
  },
): Promise<string[]> {
  if (owedLessonId === lessonId || !studentIds.length) throw notFound(MAKEUP_NOT_FOUND)
  const owed = (
    await tx
      .select({ studentId: lessonStudents.studentId })
      .from(lessonStudents)
      .where(
        and(
          eq(lessonStudents.lessonId, owedLessonId),
          eq(lessonStudents.userId, ownerId),
          inArray(lessonStudents.studentId, studentIds),
          inArray(lessonStudents.outcome, [...MAKEUP_OUTCOMES]),
        ),
      )
  ).map((r) => r.studentId)
  if (!owed.length) throw notFound(MAKEUP_NOT_FOUND)
  const [taken] = await tx
    .select({ startsAt: lessons.startsAt })
    .from(lessonStudents)
    .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
    .where(
      and(
        eq(lessonStudents.makeupOf, owedLessonId),
        inArray(lessonStudents.studentId, owed),
        ne(lessonStudents.lessonId, lessonId),
      ),
    )
    .limit(1)
  if (taken) {
    throw new AppError(
      'MAKEUP_TAKEN',
      msg('makeup.taken', { date: localDateTime(taken.startsAt, timeZone).date }),
      409,
    )
  }
  await tx
    .update(lessonStudents)
    .set({ makeupOf: owedLessonId })
    .where(and(eq(lessonStudents.lessonId, lessonId), inArray(lessonStudents.studentId, owed)))
  return owed
}
