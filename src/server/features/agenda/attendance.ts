import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  ABSENCE_POLICY,
  type AttendanceOutcome,
  DEFAULT_TIMEZONE,
  MAKEUP_OUTCOMES,
} from '../../../shared/constants'
import { localDateTime } from '../../../shared/domain/recurrence'
import { msg } from '../../../shared/messages'
import type { AttendanceUpdate, MakeupUpdate } from '../../../shared/schemas/agenda'
import type { AgendaOccurrence } from '../../../shared/schemas/agenda.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { lessonStudents } from '../../db/schema/agenda'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { refundCredit, takeCreditFromOldestPackage } from '../packages/ledger'
import { lessonRowOf, openLesson } from './agenda-lessons'
import { getLesson } from './agenda-read'
import { linkMakeup, MAKEUP_NOT_FOUND } from './makeups'

/**
 * Attendance outcomes per student of a lesson (decision 0009 "Attendance").
 * One transaction in the lock order: the agenda lock (step 0: a virtual occurrence may get its
 * row), the student (step 1), then the lesson's row, the student's packages through the ledger
 * (conditional statements), the alerts. Every credit an outcome consumes is one ledger row
 * ('late_cancel' / 'no_show'); changing or clearing the outcome gives it back
 * ('outcome_reverted').
 */

export interface AbsencePolicy {
  cancelNoticeHours: number
  lateCancelConsumes: boolean
  noShowConsumes: boolean
}

const HOUR = 3_600_000

const STUDENT_NOT_IN_LESSON = msg('attendance.studentNotInLesson')

/** The coach's absence policy and zone. */
export async function policyOf(tx: Executor, ownerId: string) {
  const [row] = await rawRows(
    tx,
    z.object({
      timezone: col.string,
      cancel_notice_hours: col.number,
      late_cancel_consumes: col.boolean,
      no_show_consumes: col.boolean,
    }),
    sql`SELECT timezone, cancel_notice_hours, late_cancel_consumes, no_show_consumes
       FROM profiles WHERE user_id = ${ownerId}`,
  )
  return {
    timeZone: row?.timezone ?? DEFAULT_TIMEZONE,
    cancelNoticeHours: row?.cancel_notice_hours ?? ABSENCE_POLICY.noticeHoursDefault,
    lateCancelConsumes: row?.late_cancel_consumes ?? true,
    noShowConsumes: row?.no_show_consumes ?? true,
  }
}

/** 'student_cancelled' → avisada when the notice came at least N hours before the start. */
export function classifyCancellation(
  startsAt: Date,
  noticeAt: Date,
  noticeHours: number,
): 'notified_absence' | 'late_cancel' {
  return startsAt.getTime() - noticeAt.getTime() >= noticeHours * HOUR
    ? 'notified_absence'
    : 'late_cancel'
}

export const consumes = (outcome: AttendanceOutcome | null, policy: AbsencePolicy) =>
  (outcome === 'late_cancel' && policy.lateCancelConsumes) ||
  (outcome === 'no_show' && policy.noShowConsumes)

/** Whether the student is in the class registered from the lesson. */
async function inSession(tx: Executor, sessionId: string | null, studentId: string) {
  if (!sessionId) return false
  const [row] = await rawRows(
    tx,
    z.object({ found: col.boolean }),
    sql`SELECT EXISTS (SELECT 1 FROM session_feedbacks
      WHERE session_id = ${sessionId} AND student_id = ${studentId}) AS found`,
  )
  return Boolean(row?.found)
}

async function studentName(tx: Executor, studentId: string) {
  const [row] = await rawRows(
    tx,
    z.object({ name: col.string }),
    sql`SELECT name FROM students WHERE id = ${studentId}`,
  )
  return row?.name ?? 'O aluno'
}

/** The lesson's row and the student's line on it, in the lock order; 404s when not there. */
export async function openAttendance(
  tx: Executor,
  { ownerId, id, studentId }: { ownerId: string; id: string; studentId: string },
) {
  const lesson = await openLesson(tx, { ownerId, id })
  const locked = await lockStudents(tx, { ownerId, studentIds: [studentId] })
  if (!locked.has(studentId)) throw notFound(STUDENT_NOT_FOUND)
  if (!lesson.studentIds.includes(studentId)) throw notFound(STUDENT_NOT_IN_LESSON)
  const row = await lessonRowOf(tx, { ownerId, ref: lesson.ref })
  const [line] = await tx
    .select()
    .from(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, row.id), eq(lessonStudents.studentId, studentId)))
  if (!line) throw notFound(STUDENT_NOT_IN_LESSON)
  return { row, line }
}

/** PUT /api/lessons/{id}/attendance/{studentId}. */
export async function setAttendance(
  db: Db,
  { ownerId, id, studentId }: { ownerId: string; id: string; studentId: string },
  input: AttendanceUpdate,
): Promise<AgendaOccurrence> {
  const lessonId = await transaction(db, async (tx) => {
    const opened = await openAttendance(tx, { ownerId, id, studentId })
    const policy = await policyOf(tx, ownerId)
    await recordOutcome(tx, { ownerId, studentId, ...opened, policy }, input)
    return opened.row.id
  })
  return getLesson(db, { ownerId, id: lessonId })
}

type Opened = Awaited<ReturnType<typeof openAttendance>>

/**
 * A student's outcome on a lesson opened by openAttendance, in the caller's transaction — the
 * one rule for the coach's marks and the student's own answer from their page: a cancellation
 * is avisada or tardia by its notice, a credit moves through the ledger when the policy
 * consumes one (and back when the outcome changes), an owed make-up no longer owed is unlinked.
 */
export async function recordOutcome(
  tx: Executor,
  {
    ownerId,
    studentId,
    row,
    line,
    policy,
  }: Opened & { ownerId: string; studentId: string; policy: Awaited<ReturnType<typeof policyOf>> },
  input: AttendanceUpdate,
): Promise<AttendanceOutcome | null> {
  const present = await inSession(tx, row.sessionId, studentId)
  const noticeAt = input.noticeAt ? new Date(input.noticeAt) : new Date()
  let outcome: AttendanceOutcome | null
  if (input.outcome === 'student_cancelled') {
    outcome = classifyCancellation(row.startsAt, noticeAt, policy.cancelNoticeHours)
  } else {
    outcome = input.outcome
  }
  if (outcome === 'present' && !present) {
    throw new AppError('LESSON_NOT_REGISTERED', msg('attendance.lessonNotRegistered'), 409)
  }
  if (present && outcome !== 'present' && outcome !== null) {
    throw new AppError(
      'STUDENT_IN_SESSION',
      msg('attendance.studentInSession', { name: await studentName(tx, studentId) }),
      409,
    )
  }
  if (present && outcome === null) outcome = 'present'
  const ctx = { userId: ownerId, studentId, sessionId: null, lessonId: row.id }
  let chargedPackageId = line.chargedPackageId
  let noCredit = false
  const charge = consumes(outcome, policy)
  const moved = chargedPackageId !== null || charge
  if (chargedPackageId && !charge) {
    await refundCredit(tx, chargedPackageId, ctx, 'outcome_reverted')
    chargedPackageId = null
  } else if (charge && !chargedPackageId) {
    // the package a registration of this lesson would use: the oldest valid on its day
    chargedPackageId = await takeCreditFromOldestPackage(
      tx,
      { ...ctx, day: localDateTime(row.startsAt, policy.timeZone).date },
      outcome as 'late_cancel' | 'no_show',
    )
    noCredit = chargedPackageId === null
  }
  // an owed make-up no longer owed: a lesson planned as its reposição is unlinked
  if (
    line.outcome &&
    (MAKEUP_OUTCOMES as readonly string[]).includes(line.outcome) &&
    !(MAKEUP_OUTCOMES as readonly string[]).includes(outcome ?? '')
  ) {
    await tx
      .update(lessonStudents)
      .set({ makeupOf: null })
      .where(and(eq(lessonStudents.makeupOf, row.id), eq(lessonStudents.studentId, studentId)))
  }
  const cancellation = outcome === 'notified_absence' || outcome === 'late_cancel'
  await tx
    .update(lessonStudents)
    .set({
      outcome,
      noticeAt: cancellation ? noticeAt : null,
      chargedPackageId,
      noCredit,
      outcomeAt: outcome ? new Date() : null,
    })
    .where(and(eq(lessonStudents.lessonId, row.id), eq(lessonStudents.studentId, studentId)))
  if (moved) await syncStudentAlerts(tx, ownerId, [studentId], policy.timeZone)
  return outcome
}

/** PUT /api/lessons/{id}/makeup/{studentId}. */
export async function setMakeup(
  db: Db,
  { ownerId, id, studentId }: { ownerId: string; id: string; studentId: string },
  input: MakeupUpdate,
): Promise<AgendaOccurrence> {
  const lessonId = await transaction(db, async (tx) => {
    const { row } = await openAttendance(tx, { ownerId, id, studentId })
    if (input.makeupOf) {
      const policy = await policyOf(tx, ownerId)
      await linkMakeup(tx, {
        ownerId,
        lessonId: row.id,
        owedLessonId: input.makeupOf,
        studentIds: [studentId],
        timeZone: policy.timeZone,
      })
      return row.id
    }
    await tx
      .update(lessonStudents)
      .set({ makeupOf: null })
      .where(and(eq(lessonStudents.lessonId, row.id), eq(lessonStudents.studentId, studentId)))
    return row.id
  })
  return getLesson(db, { ownerId, id: lessonId })
}

export { MAKEUP_NOT_FOUND }
