import { and, eq } from 'drizzle-orm'
import type { LessonAnswer } from '../../../shared/constants'
import { msg } from '../../../shared/messages'
import { type Db, type Executor, transaction } from '../../db/client'
import { lessonStudents } from '../../db/schema/agenda'
import { AppError } from '../../lib/app-error'
import { studentAgenda } from './agenda-summary'
import {
  classifyCancellation,
  consumes,
  openAttendance,
  policyOf,
  recordOutcome,
} from './attendance'

/**
 * PUBLIC MODULE of the agenda feature for the student's page: a student answers an upcoming
 * lesson — 'Confirmar presença' or 'Não vou' — through the same rules as the coach's marks
 * ('Não vou' is the cancellation the coach would record: avisada or tardia by the notice, a
 * credit through the ledger when the policy consumes one).
 */

type Ids = { ownerId: string; studentId: string; id: string }

/** What cancelling now would mean under the coach's policy, for the page to say first. */
export interface CancellationPreview {
  date: string
  time: string
  outcome: 'notified_absence' | 'late_cancel'
  /** The cancellation uses one of the student's credits. */
  consumes: boolean
  noticeHours: number
}

/**
 * The lesson the student may still answer, opened in the lock order (the agenda, the student,
 * the lesson's row): refused when it was cancelled, registered or has started.
 */
async function answerable(tx: Executor, ids: Ids, now: Date) {
  const opened = await openAttendance(tx, ids)
  const { row } = opened
  if (row.status === 'cancelled')
    throw new AppError('LESSON_CANCELLED', msg('answer.lessonCancelled'), 409)
  if (row.sessionId)
    throw new AppError('LESSON_ALREADY_REGISTERED', msg('answer.lessonRegistered'), 409)
  if (row.startsAt.getTime() <= now.getTime())
    throw new AppError('LESSON_STARTED', msg('answer.lessonStarted'), 409)
  return opened
}

/**
 * What 'Não vou' would do now, read without writing: the lesson among the student's upcoming
 * ones (scheduled, not registered, not started), else null.
 */
export async function previewCancellation(
  db: Db,
  ids: Ids,
  now = new Date(),
): Promise<CancellationPreview | null> {
  const { upcoming } = await studentAgenda(db, { ownerId: ids.ownerId, studentId: ids.studentId })
  const lesson = upcoming.find((o) => o.id === ids.id)
  if (!lesson || Date.parse(lesson.startsAt) <= now.getTime()) return null
  const policy = await policyOf(db, ids.ownerId)
  const outcome = classifyCancellation(new Date(lesson.startsAt), now, policy.cancelNoticeHours)
  return {
    date: lesson.date,
    time: lesson.time,
    outcome,
    consumes: consumes(outcome, policy),
    noticeHours: policy.cancelNoticeHours,
  }
}

/**
 * The student's answer to an upcoming lesson. 'confirmed' records it; 'declined' records the
 * cancellation outcome (once: a second 'Não vou' changes nothing), so credits move exactly as
 * if the coach had marked it. Confirming after declining is refused: the credit question is
 * the coach's to settle.
 */
export async function answerLesson(
  db: Db,
  ids: Ids,
  answer: LessonAnswer,
  now = new Date(),
): Promise<LessonAnswer> {
  return transaction(db, async (tx) => {
    const opened = await answerable(tx, ids, now)
    const { row, line } = opened
    if (line.answer === answer) return answer
    if (answer === 'confirmed' && line.answer === 'declined')
      throw new AppError('ANSWER_DECLINED', msg('answer.alreadyDeclined'), 409)
    if (answer === 'declined') {
      const policy = await policyOf(tx, ids.ownerId)
      await recordOutcome(
        tx,
        { ownerId: ids.ownerId, studentId: ids.studentId, ...opened, policy },
        { outcome: 'student_cancelled', noticeAt: now.toISOString() },
      )
    }
    await tx
      .update(lessonStudents)
      .set({ answer, answeredAt: now })
      .where(and(eq(lessonStudents.lessonId, row.id), eq(lessonStudents.studentId, ids.studentId)))
    return answer
  })
}
