import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { IsoDate } from '../../../shared/domain/dates'
import type { occurrenceCancelSchema } from '../../../shared/schemas/agenda'
import type { LessonSeriesChange } from '../../../shared/schemas/agenda.response'
import { type Db, transaction } from '../../db/client'
import { lessons } from '../../db/schema/agenda'
import { beginAgendaWrite } from './agenda-context'
import { getSeries, seriesOccurrence } from './agenda-read'
import { occurrenceRow, registered } from './lesson-rows'
import { endSeriesFrom } from './series-ops'
import { checkedSeries, seriesStudentsFrom } from './series-rows'

type OccurrenceCancel = z.output<typeof occurrenceCancelSchema>

/** POST /api/lesson-series/{id}/occurrences/{date}/cancel. 'following' ends the series. */
export async function cancelOccurrence(
  db: Db,
  { ownerId, seriesId, day }: { ownerId: string; seriesId: string; day: IsoDate },
  input: OccurrenceCancel,
): Promise<LessonSeriesChange> {
  const left = await transaction(db, async (tx) => {
    const series = await checkedSeries(tx, ownerId, seriesId, day)
    const students = await seriesStudentsFrom(tx, seriesId, day)
    await beginAgendaWrite(tx, { ownerId, lockIds: students.all, requireActive: [] })
    if (input.scope === 'this') {
      const row = await occurrenceRow(tx, { ownerId, seriesId, day })
      if (row.sessionId) throw registered()
      await tx
        .update(lessons)
        .set({ status: 'cancelled', sequence: sql`${lessons.sequence} + 1`, updatedAt: new Date() })
        .where(eq(lessons.id, row.id))
      return seriesId
    }
    return endSeriesFrom(tx, series, day)
  })
  return {
    occurrence: input.scope === 'this' ? await seriesOccurrence(db, ownerId, seriesId, day) : null,
    series: left ? await getSeries(db, { ownerId, id: left }) : null,
  }
}
