import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { localDateTime, zonedInstant } from '../../../shared/domain/recurrence'
import type { lessonUpdateSchema } from '../../../shared/schemas/agenda'
import type { Executor } from '../../db/client'
import { type LessonRow, lessons } from '../../db/schema/agenda'
import { horizonOf, tooFarAhead, type WriteContext } from './agenda-context'
import { registered, setLessonStudents } from './lesson-rows'
import { assertNoOverlap } from './overlap'

type LessonChanges = Omit<z.output<typeof lessonUpdateSchema>, 'confirmOverlap'>

/**
 * Applies a change to a lesson row (locked by the caller) and checks the overlap when its time
 * or status changed. Sequence goes up by one. Shared by a lesson's edit and 'só esta aula' of
 * a series.
 */
export async function applyLessonChanges(
  tx: Executor,
  ownerId: string,
  ctx: WriteContext,
  row: LessonRow,
  changes: LessonChanges,
  confirmOverlap: boolean,
) {
  if (changes.status === 'cancelled' && row.sessionId) throw registered()
  const local = localDateTime(row.startsAt, ctx.timeZone)
  const day = changes.date ?? local.date
  if (changes.date && changes.date !== local.date && changes.date > horizonOf(ctx.today)) {
    throw tooFarAhead()
  }
  const startsAt =
    changes.date || changes.time
      ? zonedInstant(day, changes.time ?? local.time, ctx.timeZone)
      : row.startsAt
  const status = changes.status ?? row.status
  await tx
    .update(lessons)
    .set({
      startsAt,
      durationMinutes: changes.durationMinutes ?? row.durationMinutes,
      ...(changes.clubId !== undefined ? { clubId: changes.clubId } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      ...(changes.makeupCapacity !== undefined ? { makeupCapacity: changes.makeupCapacity } : {}),
      status,
      sequence: sql`${lessons.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(lessons.id, row.id))
  if (changes.studentIds) {
    await setLessonStudents(tx, { ownerId, lessonId: row.id, studentIds: changes.studentIds })
  }
  const timing =
    startsAt.getTime() !== row.startsAt.getTime() ||
    (changes.durationMinutes !== undefined && changes.durationMinutes !== row.durationMinutes) ||
    status !== row.status
  if (status === 'scheduled' && timing && !confirmOverlap) {
    await assertNoOverlap(tx, ownerId, ctx, {
      from: day,
      to: day,
      isSubject: (o) => o.lessonId === row.id,
    })
  }
}
