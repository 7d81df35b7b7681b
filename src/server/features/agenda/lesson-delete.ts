import { and, eq } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import { type Db, transaction } from '../../db/client'
import { lessons } from '../../db/schema/agenda'
import { AppError, notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { LESSON_NOT_FOUND, lessonStudentIds, registered } from './lesson-rows'
import { revertOutcomes } from './outcome-credits'

/**
 * DELETE /api/lessons/{id}: a stand-alone lesson not registered. An occurrence of a series is
 * cancelled through the series (its date would otherwise come back); a registered one keeps
 * its link to the class.
 */
export async function deleteLesson(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const [row] = await tx
      .select({ seriesId: lessons.seriesId, sessionId: lessons.sessionId })
      .from(lessons)
      .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
    if (!row) throw notFound(LESSON_NOT_FOUND)
    if (row.sessionId) throw registered()
    if (row.seriesId) {
      throw new AppError('LESSON_IN_SERIES', msg('series.lessonInSeries'), 409)
    }
    const studentIds = await lessonStudentIds(tx, id)
    await lockStudents(tx, { ownerId, studentIds })
    // a credit an attendance outcome consumed goes back (through the ledger)
    await revertOutcomes(tx, { ownerId, lessonId: id, studentIds })
    await tx.delete(lessons).where(eq(lessons.id, id))
  })
}
