import type { z } from 'zod'
import { zonedInstant } from '../../../shared/domain/recurrence'
import type { lessonCreateSchema } from '../../../shared/schemas/agenda'
import type { AgendaOccurrence } from '../../../shared/schemas/agenda.response'
import { type Db, transaction } from '../../db/client'
import { lessons } from '../../db/schema/agenda'
import { beginAgendaWrite, horizonOf, tooFarAhead } from './agenda-context'
import { getLesson } from './agenda-read'
import { setLessonStudents } from './lesson-rows'
import { linkMakeup } from './makeups'
import { assertNoOverlap } from './overlap'

type LessonCreate = z.output<typeof lessonCreateSchema>

/** POST /api/lessons. */
export async function createLesson(
  db: Db,
  ownerId: string,
  input: LessonCreate,
): Promise<AgendaOccurrence> {
  const id = await transaction(db, async (tx) => {
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: input.studentIds,
      requireActive: input.studentIds,
      clubId: input.clubId,
    })
    if (input.date > horizonOf(ctx.today)) throw tooFarAhead()
    const [lesson] = await tx
      .insert(lessons)
      .values({
        userId: ownerId,
        startsAt: zonedInstant(input.date, input.time, ctx.timeZone),
        durationMinutes: input.durationMinutes,
        clubId: input.clubId === undefined ? ctx.defaultClubId : input.clubId,
        title: input.title,
        notes: input.notes,
        makeupCapacity: input.makeupCapacity ?? null,
      })
      .returning({ id: lessons.id })
    const lessonId = lesson!.id
    await setLessonStudents(tx, { ownerId, lessonId, studentIds: input.studentIds })
    if (input.makeupOf) {
      await linkMakeup(tx, {
        ownerId,
        lessonId,
        owedLessonId: input.makeupOf,
        studentIds: input.studentIds,
        timeZone: ctx.timeZone,
      })
    }
    if (!input.confirmOverlap) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: input.date,
        to: input.date,
        isSubject: (o) => o.lessonId === lessonId,
      })
    }
    return lessonId
  })
  return getLesson(db, { ownerId, id })
}
