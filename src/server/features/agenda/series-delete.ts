import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { nextOccurrence, zonedInstant } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import { type Db, transaction } from '../../db/client'
import { lessonSeries } from '../../db/schema/agenda'
import { AppError } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'
import { ruleOfRow, seriesRow, seriesStudentsFrom } from './series-rows'

/**
 * DELETE /api/lesson-series/{id}: only a series nothing happened in yet (created by mistake).
 * One with past or registered lessons is ended instead ('esta e as seguintes'), which keeps
 * them.
 */
export async function deleteSeries(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const series = await seriesRow(tx, { ownerId, id })
    const first = nextOccurrence(ruleOfRow(series), series.startDate)
    const startedVirtual =
      first !== null && zonedInstant(first, series.startTime, series.timeZone) <= new Date()
    const [rows] = await rawRows(
      tx,
      z.object({ used: col.boolean }),
      sql`SELECT EXISTS (SELECT 1 FROM lessons l WHERE l.series_id = ${id}
        AND (l.session_id IS NOT NULL OR l.starts_at <= now() OR EXISTS (SELECT 1 FROM lesson_students ls
          WHERE ls.lesson_id = l.id AND (ls.outcome IS NOT NULL OR ls.makeup_of IS NOT NULL)))) AS used`,
    )
    if (startedVirtual || rows?.used) {
      throw new AppError('SERIES_HAS_HISTORY', msg('series.hasPastLessons'), 409)
    }
    const students = await seriesStudentsFrom(tx, id, series.startDate)
    await lockStudents(tx, { ownerId, studentIds: students.all })
    await tx.delete(lessonSeries).where(eq(lessonSeries.id, id))
  })
}
