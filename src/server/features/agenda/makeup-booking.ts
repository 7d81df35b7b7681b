import { and, eq, sql } from 'drizzle-orm'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import {
  freePlaces,
  MAKEUP_BOOKING_DAYS,
  placeStanding,
} from '../../../shared/domain/makeup-places'
import { localDateTime } from '../../../shared/domain/recurrence'
import { type Message, msg } from '../../../shared/messages'
import { type Db, type Executor, transaction } from '../../db/client'
import { lessonStudents, lessons, makeupWaitlist } from '../../db/schema/agenda'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { lessonRowOf, openLesson } from './agenda-lessons'
import { holdingCount, owedMakeups, waitingQueues } from './makeup-queue'
import { linkMakeup } from './makeups'

/**
 * PUBLIC MODULE of the agenda feature for the student's page (decision 0024): a student owed a
 * make-up books a place the coach opened to make-ups ('Reservar'), or joins the lesson's
 * waitlist when none is left for them ('Entrar na lista de espera').
 *
 * Each is ONE transaction in the lock order of decision 0009 — the coach's agenda lock (so the
 * bookings of one coach's agenda queue up: the capacity is re-checked by whoever holds it, and
 * of 20 students racing for the last place exactly one gets it), the student, the lesson's row
 * (a series' virtual occurrence gets its row, as attendance does).
 */

type Ids = { ownerId: string; studentId: string; id: string }

const refused = (code: string, message: Message) => new AppError(code, message, 409)

/**
 * The lesson the student may book or wait for, opened in the lock order: the coach's, open to
 * make-ups, scheduled, not registered, not started, within the days the page offers; the
 * student active and owed a make-up with none planned. Returns its row, the student's line on
 * it (if any) and the owed lessons, oldest first.
 */
async function openPlace(tx: Executor, { ownerId, studentId, id }: Ids, now: Date) {
  const lesson = await openLesson(tx, { ownerId, id })
  const locked = await lockStudents(tx, { ownerId, studentIds: [studentId] })
  if (!locked.has(studentId)) throw notFound(STUDENT_NOT_FOUND)
  const row = await lessonRowOf(tx, { ownerId, ref: lesson.ref })
  const timeZone = await coachTimeZone(tx, ownerId)
  const lastDay = addDaysIso(todayIn(timeZone, now), MAKEUP_BOOKING_DAYS)
  if (row.makeupCapacity === null || localDateTime(row.startsAt, timeZone).date > lastDay)
    throw refused('MAKEUP_NOT_OFFERED', msg('makeupBooking.notOffered'))
  if (row.status === 'cancelled') throw refused('LESSON_CANCELLED', msg('answer.lessonCancelled'))
  if (row.sessionId) throw refused('LESSON_ALREADY_REGISTERED', msg('answer.lessonRegistered'))
  if (row.startsAt.getTime() <= now.getTime())
    throw refused('LESSON_STARTED', msg('answer.lessonStarted'))
  const [line] = await tx
    .select({ makeupOf: lessonStudents.makeupOf })
    .from(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, row.id), eq(lessonStudents.studentId, studentId)))
  const { active, owed } = await owedMakeups(tx, { ownerId, studentId })
  return { row, capacity: row.makeupCapacity, line, active, owed, timeZone }
}

/** Refuses a student already in the lesson (but for their own booking), inactive or not owed. */
function refuseIneligible({ line, active, owed }: Awaited<ReturnType<typeof openPlace>>) {
  if (line) throw refused('MAKEUP_ALREADY_IN', msg('makeupBooking.alreadyIn'))
  if (!active) throw refused('STUDENT_INACTIVE', msg('makeupBooking.inactive'))
  if (!owed.length) throw refused('MAKEUP_NOT_OWED', msg('makeupBooking.notOwed'))
}

/**
 * 'Reservar': the student joins the lesson as the make-up of their oldest owed lesson. Refused
 * when no place is left for them (MAKEUP_FULL: 'Esta vaga acabou de ser preenchida…'), or when
 * the freed places belong to students before them on the waitlist. Booking the same lesson again
 * changes nothing. Returns the lesson's row id (a series' occurrence now has one).
 */
export async function bookMakeup(db: Db, ids: Ids, now = new Date()): Promise<string> {
  return transaction(db, async (tx) => {
    const opened = await openPlace(tx, ids, now)
    const { row, capacity, line, owed, timeZone } = opened
    if (line?.makeupOf) return row.id
    refuseIneligible(opened)
    const { ownerId, studentId } = ids
    const queue = (await waitingQueues(tx, { ownerId, lessonIds: [row.id] })).get(row.id) ?? []
    const free = freePlaces(capacity, await holdingCount(tx, row.id))
    const standing = placeStanding({ free, queue, studentId })
    if (standing.kind === 'full') throw refused('MAKEUP_FULL', msg('makeupBooking.full'))
    if (standing.kind === 'waiting')
      throw refused(
        'MAKEUP_WAITLIST_AHEAD',
        msg('makeupBooking.waitlistAhead', { position: standing.position }),
      )
    // booked by the student: their own yes to the lesson, which the coach's dashboard lists
    await tx.insert(lessonStudents).values({
      lessonId: row.id,
      studentId,
      userId: ownerId,
      answer: 'confirmed',
      answeredAt: now,
    })
    await linkMakeup(tx, {
      ownerId,
      lessonId: row.id,
      owedLessonId: owed[0]!,
      studentIds: [studentId],
      timeZone,
    })
    // a student owed nothing more waits for no other place
    await tx
      .delete(makeupWaitlist)
      .where(
        and(
          eq(makeupWaitlist.studentId, studentId),
          owed.length > 1 ? eq(makeupWaitlist.lessonId, row.id) : undefined,
        ),
      )
    await tx
      .update(lessons)
      .set({ sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
      .where(eq(lessons.id, row.id))
    return row.id
  })
}

/**
 * 'Entrar na lista de espera': the student's request for a place of the lesson, kept in the
 * order it came (once per lesson and student: asking again keeps the first place in line).
 * Returns the lesson's row id.
 */
export async function joinMakeupWaitlist(db: Db, ids: Ids, now = new Date()): Promise<string> {
  return transaction(db, async (tx) => {
    const opened = await openPlace(tx, ids, now)
    if (opened.line?.makeupOf) return opened.row.id
    refuseIneligible(opened)
    await tx
      .insert(makeupWaitlist)
      .values({ userId: ids.ownerId, lessonId: opened.row.id, studentId: ids.studentId })
      .onConflictDoNothing()
    return opened.row.id
  })
}
