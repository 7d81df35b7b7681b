import type { z } from 'zod'
import { nextOccurrence } from '../../../shared/domain/recurrence'
import type { lessonSeriesCreateSchema } from '../../../shared/schemas/agenda'
import type { LessonSeriesDto } from '../../../shared/schemas/agenda.response'
import { type Db, transaction } from '../../db/client'
import { lessonSeries, lessonSeriesStudents } from '../../db/schema/agenda'
import { beginAgendaWrite, horizonOf, tooFarAhead } from './agenda-context'
import { getSeries } from './agenda-read'
import { assertNoOverlap } from './overlap'
import { emptySeries } from './series-plan'

type SeriesCreate = z.output<typeof lessonSeriesCreateSchema>

/** POST /api/lesson-series. */
export async function createSeries(
  db: Db,
  ownerId: string,
  input: SeriesCreate,
): Promise<LessonSeriesDto> {
  const id = await transaction(db, async (tx) => {
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: input.studentIds,
      requireActive: input.studentIds,
      clubId: input.clubId,
    })
    const horizon = horizonOf(ctx.today)
    if (input.startDate > horizon) throw tooFarAhead()
    const rule = {
      weekdays: input.weekdays,
      startDate: input.startDate,
      untilDate: input.untilDate ?? null,
    }
    const first = nextOccurrence(rule, input.startDate)
    if (!first) throw emptySeries()
    const [series] = await tx
      .insert(lessonSeries)
      .values({
        userId: ownerId,
        weekdays: input.weekdays,
        startTime: input.time,
        durationMinutes: input.durationMinutes,
        timeZone: ctx.timeZone,
        startDate: input.startDate,
        untilDate: input.untilDate ?? null,
        clubId: input.clubId === undefined ? ctx.defaultClubId : input.clubId,
        title: input.title,
        notes: input.notes,
        makeupCapacity: input.makeupCapacity ?? null,
      })
      .returning({ id: lessonSeries.id })
    const seriesId = series!.id
    await tx
      .insert(lessonSeriesStudents)
      .values(input.studentIds.map((studentId) => ({ seriesId, studentId, userId: ownerId })))
    if (!input.confirmOverlap && first <= horizon) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: first,
        to: rule.untilDate && rule.untilDate < horizon ? rule.untilDate : horizon,
        isSubject: (o) => o.seriesId === seriesId,
      })
    }
    return seriesId
  })
  return getSeries(db, { ownerId, id })
}
