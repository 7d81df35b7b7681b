import type { z } from 'zod'
import type { IsoDate } from '../../../shared/domain/dates'
import type { occurrenceUpdateSchema } from '../../../shared/schemas/agenda'
import type { LessonSeriesChange } from '../../../shared/schemas/agenda.response'
import { type Db, transaction } from '../../db/client'
import { beginAgendaWrite, horizonOf } from './agenda-context'
import { getSeries, seriesOccurrence } from './agenda-read'
import { applyLessonChanges } from './lesson-changes'
import { occurrenceRow } from './lesson-rows'
import { assertNoOverlap } from './overlap'
import { changeFollowing } from './series-ops'
import { checkedSeries, seriesStudentsFrom } from './series-rows'

type OccurrenceUpdate = z.output<typeof occurrenceUpdateSchema>

/** PATCH /api/lesson-series/{id}/occurrences/{date}: 'só esta aula' or 'esta e as seguintes'. */
export async function updateOccurrence(
  db: Db,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
  input: OccurrenceUpdate,
): Promise<LessonSeriesChange> {
  const { scope, confirmOverlap, weekdays, ...changes } = input
  const result = await transaction(db, async (tx) => {
    const series = await checkedSeries(tx, ownerId, seriesId, day)
    const students = await seriesStudentsFrom(tx, seriesId, day)
    const wanted = changes.studentIds ?? []
    const ctx = await beginAgendaWrite(tx, {
      ownerId,
      lockIds: [...students.all, ...wanted],
      requireActive: wanted.filter((s) => !students.series.includes(s)),
      clubId: changes.clubId,
    })
    if (scope === 'this') {
      const row = await occurrenceRow(tx, { ownerId, seriesId, day })
      await applyLessonChanges(tx, ownerId, ctx, row, changes, confirmOverlap)
      return { seriesId, day }
    }
    const target = await changeFollowing(tx, {
      ownerId,
      series,
      studentIds: students.series,
      day,
      changes: { ...changes, weekdays },
    })
    const timing =
      weekdays !== undefined || changes.time !== undefined || changes.durationMinutes !== undefined
    const horizon = horizonOf(ctx.today)
    if (timing && !confirmOverlap && day <= horizon) {
      await assertNoOverlap(tx, ownerId, ctx, {
        from: day,
        to: target.untilDate && target.untilDate < horizon ? target.untilDate : horizon,
        isSubject: (o) => o.seriesId === target.id && (o.occurrenceDate ?? '') >= day,
      })
    }
    return { seriesId: target.id, day }
  })
  return {
    occurrence: await seriesOccurrence(db, ownerId, result.seriesId, result.day),
    series: await getSeries(db, { ownerId, id: result.seriesId }),
  }
}
