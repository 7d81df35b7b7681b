import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { DayCancelReason } from '../../../shared/constants'
import { type IsoDate, todayIn } from '../../../shared/domain/dates'
import { localDateTime } from '../../../shared/domain/recurrence'
import { type Message, msg } from '../../../shared/messages'
import type { DayCancelInput } from '../../../shared/schemas/agenda'
import type { DayCancellation } from '../../../shared/schemas/agenda.response'
import { type Db, type Executor, transaction } from '../../db/client'
import {
  agendaDayCancellations,
  type DayCancelledLesson,
  type LessonRow,
  lessonStudents,
  lessons,
} from '../../db/schema/agenda'
import { AppError, notFound } from '../../lib/app-error'
import { coachTimeZone, lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { horizonOf, tooFarAhead } from './agenda-context'
import { occurrenceRow } from './lesson-rows'
import { buildOccurrences, loadAgendaData, type Occurrence, paddedWindow } from './occurrences'

/**
 * 'Cancelar o dia' (decision 0009, "Cancelling a day"): one transaction calls off every lesson of
 * a local day still scheduled and not registered — rain or the coach unavailable — and gives
 * the reason as outcome to their students who had none, so each is owed a make-up. Neither
 * reason consumes a credit, and a student whose absence was recorded before keeps it (and the
 * credit it took or not, by the absence policy): nothing reaches the ledger, either way.
 * What it did is kept (`agenda_day_cancellations`) so the undo puts back exactly that.
 * Lock order as every agenda write: the agenda lock, the students, then the lesson rows.
 */

const DAY_NOT_CANCELLED = msg('dayCancel.notCancelled')
const LESSON_NOT_ON_DAY = msg('dayCancel.lessonNotOnDay')

/** A day cancelled for another reason: the message names the reason it was cancelled for. */
const ALREADY_CANCELLED: Record<DayCancelReason, Message> = {
  rain: msg('dayCancel.alreadyCancelledRain'),
  teacher_cancelled: msg('dayCancel.alreadyCancelledCoachUnavailable'),
}

const entriesSchema = z.array(
  z.object({ lessonId: z.string(), createdRow: z.boolean(), studentIds: z.array(z.string()) }),
)

/** The occurrences whose local start falls on `day`, as the agenda lists them. */
async function occurrencesOf(tx: Executor, ownerId: string, day: IsoDate, timeZone: string) {
  const w = paddedWindow(day, day, timeZone)
  const data = await loadAgendaData(tx, { ownerId, ...w, today: todayIn(timeZone) })
  return buildOccurrences(data, w.fromDay, w.toDay).filter(
    (o) => localDateTime(o.start, timeZone).date === day,
  )
}

async function cancellationOf(tx: Executor, ownerId: string, day: IsoDate) {
  const [row] = await tx
    .select()
    .from(agendaDayCancellations)
    .where(and(eq(agendaDayCancellations.userId, ownerId), eq(agendaDayCancellations.day, day)))
    .for('update')
  return row ? { ...row, lessons: entriesSchema.parse(row.lessons) } : null
}

/** POST /api/agenda/days/{date}/cancellation. Sent again, it answers the same cancellation. */
export async function cancelDay(
  db: Db,
  { ownerId, day }: { ownerId: string; day: IsoDate },
  input: DayCancelInput,
): Promise<DayCancellation> {
  return transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const timeZone = await coachTimeZone(tx, ownerId)
    if (day > horizonOf(todayIn(timeZone))) throw tooFarAhead()
    const existing = await cancellationOf(tx, ownerId, day)
    if (existing && existing.reason !== input.reason) {
      throw new AppError(
        'DAY_ALREADY_CANCELLED',
        ALREADY_CANCELLED[existing.reason as DayCancelReason],
        409,
      )
    }
    const ofDay = await occurrencesOf(tx, ownerId, day, timeZone)
    let chosen: Occurrence[] = ofDay
    if (input.lessonIds) {
      const wanted = new Set(input.lessonIds)
      chosen = ofDay.filter((o) => wanted.has(o.id) || (o.lessonId && wanted.has(o.lessonId)))
      const known = new Set(chosen.flatMap((o) => [o.id, o.lessonId ?? '']))
      if (input.lessonIds.some((id) => !known.has(id))) throw notFound(LESSON_NOT_ON_DAY)
    }
    const eligible = chosen.filter((o) => o.status === 'scheduled' && !o.sessionId)
    await lockStudents(tx, {
      ownerId,
      studentIds: [...new Set(eligible.flatMap((o) => o.studentIds))],
    })
    const now = new Date()
    const added: DayCancelledLesson[] = []
    const addedNow = new Set<string>()
    for (const o of eligible) {
      let row: LessonRow
      let createdRow = false
      if (o.lessonId) {
        const [locked] = await tx
          .select()
          .from(lessons)
          .where(eq(lessons.id, o.lessonId))
          .for('update')
        row = locked!
      } else {
        row = await occurrenceRow(tx, { ownerId, seriesId: o.seriesId!, day: o.occurrenceDate! })
        createdRow = true
      }
      if (row.sessionId || row.status !== 'scheduled') continue
      await tx
        .update(lessons)
        .set({ status: 'cancelled', sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
        .where(eq(lessons.id, row.id))
      const given = await tx
        .update(lessonStudents)
        .set({ outcome: input.reason, outcomeAt: now })
        .where(and(eq(lessonStudents.lessonId, row.id), isNull(lessonStudents.outcome)))
        .returning({ studentId: lessonStudents.studentId })
      added.push({ lessonId: row.id, createdRow, studentIds: given.map((g) => g.studentId).sort() })
      addedNow.add(o.id)
    }
    let entries = existing?.lessons ?? []
    if (added.length) {
      entries = [...entries, ...added]
      if (existing) {
        await tx
          .update(agendaDayCancellations)
          .set({ lessons: entries })
          .where(eq(agendaDayCancellations.id, existing.id))
      } else {
        await tx
          .insert(agendaDayCancellations)
          .values({ userId: ownerId, day, reason: input.reason, lessons: entries })
      }
    }
    const cancelled = new Set(entries.map((e) => e.lessonId))
    return {
      day,
      reason: input.reason,
      lessonIds: entries.map((e) => e.lessonId),
      studentCount: entries.reduce((n, e) => n + e.studentIds.length, 0),
      skipped: ofDay.filter(
        (o) => !addedNow.has(o.id) && !(o.lessonId && cancelled.has(o.lessonId)),
      ).length,
    }
  })
}

/**
 * DELETE /api/agenda/days/{date}/cancellation: the undo. Every lesson the cancellation called
 * off is scheduled again (a row it made for a weekly slot's occurrence is removed, so the
 * occurrence is the slot's again), the outcomes it gave are cleared and a make-up planned for
 * them is unlinked (the planned lesson stays). Refused when one of those lessons or outcomes
 * changed since: putting the day back would then undo the coach's later work.
 */
export async function undoDayCancel(
  db: Db,
  { ownerId, day }: { ownerId: string; day: IsoDate },
): Promise<{ restored: number }> {
  return transaction(db, async (tx) => {
    await lockCoach(tx, ownerId, 'agenda')
    const record = await cancellationOf(tx, ownerId, day)
    if (!record) throw notFound(DAY_NOT_CANCELLED)
    const timeZone = await coachTimeZone(tx, ownerId)
    const entries = record.lessons
    await lockStudents(tx, {
      ownerId,
      studentIds: [...new Set(entries.flatMap((e) => e.studentIds))],
    })
    const ids = entries.map((e) => e.lessonId)
    const rows = ids.length
      ? await tx.select().from(lessons).where(inArray(lessons.id, ids)).for('update')
      : []
    const lines = ids.length
      ? await tx.select().from(lessonStudents).where(inArray(lessonStudents.lessonId, ids))
      : []
    const byId = new Map(rows.map((r) => [r.id, r]))
    const changed = (e: DayCancelledLesson, row: LessonRow) => {
      if (row.status !== 'cancelled' || row.sessionId) return true
      const mine = lines.filter((l) => l.lessonId === e.lessonId)
      const given = mine.filter((l) => e.studentIds.includes(l.studentId))
      if (given.length !== e.studentIds.length) return true
      if (given.some((l) => l.outcome !== record.reason || l.chargedPackageId)) return true
      // a row the cancellation made held only the slot's students, all given the reason
      return e.createdRow && mine.length !== e.studentIds.length
    }
    for (const e of entries) {
      const row = byId.get(e.lessonId)
      if (row && changed(e, row)) {
        throw new AppError(
          'DAY_CANCEL_CHANGED',
          msg('dayCancel.lessonChanged', { time: localDateTime(row.startsAt, timeZone).time }),
          409,
        )
      }
    }
    const now = new Date()
    let restored = 0
    for (const e of entries) {
      const row = byId.get(e.lessonId)
      // a lesson gone since (its weekly slot ended) has nothing to put back
      if (!row) continue
      restored++
      if (e.studentIds.length) {
        await tx
          .update(lessonStudents)
          .set({ makeupOf: null })
          .where(
            and(
              eq(lessonStudents.makeupOf, row.id),
              inArray(lessonStudents.studentId, e.studentIds),
            ),
          )
      }
      if (e.createdRow) {
        await tx.delete(lessons).where(eq(lessons.id, row.id))
        continue
      }
      await tx
        .update(lessons)
        .set({ status: 'scheduled', sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
        .where(eq(lessons.id, row.id))
      if (e.studentIds.length) {
        await tx
          .update(lessonStudents)
          .set({ outcome: null, outcomeAt: null })
          .where(
            and(
              eq(lessonStudents.lessonId, row.id),
              inArray(lessonStudents.studentId, e.studentIds),
            ),
          )
      }
    }
    await tx.delete(agendaDayCancellations).where(eq(agendaDayCancellations.id, record.id))
    return { restored }
  })
}
