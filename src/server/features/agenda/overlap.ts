import type { IsoDate } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { WriteContext } from './agenda-context'
import {
  buildOccurrences,
  conflictsWith,
  loadAgendaData,
  type Occurrence,
  paddedWindow,
  toConflict,
} from './occurrences'

/**
 * Refuses (409 LESSON_OVERLAP, with the lessons in the way) a write whose scheduled lessons —
 * the `isSubject` ones, read back after the write inside its transaction — overlap another
 * scheduled lesson of the coach between the local days `from` and `to`, unless confirmed.
 */
export async function assertNoOverlap(
  tx: Executor,
  ownerId: string,
  ctx: WriteContext,
  { from, to, isSubject }: { from: IsoDate; to: IsoDate; isSubject: (o: Occurrence) => boolean },
) {
  const w = paddedWindow(from, to, ctx.timeZone)
  const data = await loadAgendaData(tx, { ownerId, ...w, today: ctx.today })
  const conflicts = conflictsWith(buildOccurrences(data, w.fromDay, w.toDay), isSubject)
  if (!conflicts.length) return
  const first = toConflict(conflicts[0]!, data, ctx.timeZone)
  const who = first.title ?? first.students.map((s) => s.name).join(', ')
  const more = conflicts.length - 1
  const when = { date: first.date, time: first.time }
  throw new AppError(
    'LESSON_OVERLAP',
    who && more
      ? msg('agenda.overlapWhoMore', { ...when, who, more })
      : who
        ? msg('agenda.overlapWho', { ...when, who })
        : more
          ? msg('agenda.overlapMore', { ...when, more })
          : msg('agenda.overlap', when),
    409,
    undefined,
    { conflicts: conflicts.slice(0, 20).map((o) => toConflict(o, data, ctx.timeZone)) },
  )
}
