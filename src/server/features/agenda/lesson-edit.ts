import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { lessonUpdateSchema } from '../../../shared/schemas/agenda'
import type { AgendaOccurrence } from '../../../shared/schemas/agenda.response'
import { type Db, transaction } from '../../db/client'
import { lessons } from '../../db/schema/agenda'
import { notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { beginAgendaWrite } from './agenda-context'
import { getLesson } from './agenda-read'
import { applyLessonChanges } from './lesson-changes'
import { LESSON_NOT_FOUND, lessonStudentIds, lockedLesson } from './lesson-rows'

type LessonUpdate = z.output<typeof lessonUpdateSchema>

/** PATCH /api/lessons/{id}: a stand-alone lesson or an occurrence already changed on its own. */
export async function updateLesson(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: LessonUpdate,
): Promise<AgendaOccurrence> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const [found] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, id), eq(lessons.userId, ownerId)))
    if (!found) throw notFound(LESSON_NOT_FOUND)
    const current = await lessonStudentIds(tx, id)
    const wanted = input.studentIds ?? []
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: [...current, ...wanted],
      requireActive: wanted.filter((s) => !current.includes(s)),
      clubId: input.clubId,
    })
    const { confirmOverlap, ...changes } = input
    await applyLessonChanges(tx, ownerId, ctx, await lockedLesson(tx, id), changes, confirmOverlap)
  })
  return getLesson(db, { ownerId, id })
}
