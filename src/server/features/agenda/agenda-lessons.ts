import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { type IsoDate, isIsoDate, todayIn } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { type LessonRow, lessonStudents, lessons } from '../../db/schema/agenda'
import { students } from '../../db/schema/students'
import { AppError, notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { LESSON_NOT_FOUND, occurrenceRow } from './lesson-rows'
import { checkedSeries, seriesStudentIds } from './series-rows'

export { revertOutcomes } from './outcome-credits'

/**
 * PUBLIC MODULE of the agenda feature for the sessions feature: registering a class from a
 * lesson. The sessions feature calls, in its one transaction and in the lock
 * order of decisions 0004/0009: `openLesson` (step 0, the agenda lock, and the lesson's
 * students), then locks the students of both, then `claimLesson` (the lesson's row, checks),
 * writes the class, and `linkLesson`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const VIRTUAL = /^s_([0-9a-f-]{36})_(\d{4}-\d{2}-\d{2})$/i

/** A lessons row, or an occurrence of a series that may have no row yet. */
export type LessonRef = { lessonId: string } | { seriesId: string; day: IsoDate }

/** A lesson id or a virtual occurrence id `s_<seriesId>_<date>`; anything else is 404. */
export function parseLessonRef(id: string): LessonRef {
  if (UUID.test(id)) return { lessonId: id.toLowerCase() }
  const m = VIRTUAL.exec(id)
  if (m && UUID.test(m[1]!) && isIsoDate(m[2]!)) {
    return { seriesId: m[1]!.toLowerCase(), day: m[2]! }
  }
  throw notFound(LESSON_NOT_FOUND)
}

export interface OpenLesson {
  ref: LessonRef
  /** The lesson's students now (to lock at step 1 with the others). */
  studentIds: string[]
}

/**
 * Step 0: the coach's agenda lock, then the lesson (the coach's, 404 otherwise) and its
 * students. A lessons row standing for the occurrence wins over the series' rule.
 */
export async function openLesson(
  tx: Executor,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<OpenLesson> {
  let ref = parseLessonRef(id)
  await lockCoach(tx, ownerId, 'agenda')
  if ('seriesId' in ref) {
    await checkedSeries(tx, ownerId, ref.seriesId, ref.day)
    const [row] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.seriesId, ref.seriesId), eq(lessons.occurrenceDate, ref.day)))
    if (!row) return { ref, studentIds: await seriesStudentIds(tx, ref.seriesId) }
    ref = { lessonId: row.id }
  }
  // the lesson and its students in one round trip (registering stays within 1.2× a plain one)
  const [row] = await tx
    .select({
      id: lessons.id,
      studentIds: sql<
        string[]
      >`array(SELECT ${lessonStudents.studentId}::text FROM ${lessonStudents} WHERE ${lessonStudents.lessonId} = ${lessons.id})`,
    })
    .from(lessons)
    .where(and(eq(lessons.id, ref.lessonId), eq(lessons.userId, ownerId)))
  if (!row) throw notFound(LESSON_NOT_FOUND)
  return { ref, studentIds: row.studentIds }
}

/** The lesson's row (created for a virtual occurrence), locked; the caller holds step 0 and 1. */
export async function lessonRowOf(
  tx: Executor,
  { ownerId, ref }: { ownerId: string; ref: LessonRef },
): Promise<LessonRow> {
  const id =
    'lessonId' in ref
      ? ref.lessonId
      : (await occurrenceRow(tx, { ownerId, seriesId: ref.seriesId, day: ref.day })).id
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update')
  return row!
}

/**
 * The lesson to register (after its students are locked): refused when it was registered
 * already (one class per lesson) or cancelled.
 */
export async function claimLesson(
  tx: Executor,
  { ownerId, lesson }: { ownerId: string; lesson: OpenLesson },
): Promise<LessonRow> {
  const row = await lessonRowOf(tx, { ownerId, ref: lesson.ref })
  if (row.sessionId) {
    throw new AppError('LESSON_ALREADY_REGISTERED', msg('agenda.lessonRegistered'), 409)
  }
  if (row.status === 'cancelled') {
    throw new AppError('LESSON_CANCELLED', msg('agenda.lessonCancelled'), 409)
  }
  return row
}

/**
 * A lesson on a later day (on the coach's calendar) has not happened: registering it would
 * spend its students' credits ahead of time and date a class in the future. Refused; a lesson
 * earlier today, later today or on a past day can be registered.
 */
export function refuseLessonOnLaterDay(row: LessonRow, timeZone: string, now: Date): void {
  if (todayIn(timeZone, row.startsAt) <= todayIn(timeZone, now)) return
  throw new AppError(
    'LESSON_NOT_YET',
    msg('agenda.registerOnLessonDay', { date: todayIn(timeZone, row.startsAt) }),
    409,
  )
}

/**
 * A registration marks its students present, so one that named a student whose absence is
 * recorded on the lesson ('Falta avisada', 'Falta sem aviso'…) would silently undo that outcome
 * and move their credit. Refused unless the coach confirmed, for that student, that they came
 * after all (`confirmPresent`): the form shows them as absent and asks before re-selecting.
 */
export async function refuseRecordedAbsences(
  tx: Executor,
  {
    lessonId,
    studentIds,
    confirmed,
  }: { lessonId: string; studentIds: string[]; confirmed: readonly string[] },
): Promise<void> {
  const asked = studentIds.filter((id) => !confirmed.includes(id))
  if (!asked.length) return
  const absent = await tx
    .select({ name: students.name })
    .from(lessonStudents)
    .innerJoin(students, eq(students.id, lessonStudents.studentId))
    .where(
      and(
        eq(lessonStudents.lessonId, lessonId),
        inArray(lessonStudents.studentId, asked),
        isNotNull(lessonStudents.outcome),
        ne(lessonStudents.outcome, 'present'),
      ),
    )
  if (!absent.length) return
  const names = absent
    .map((a) => a.name)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'))
    .join(', ')
  throw new AppError('ABSENCE_RECORDED', msg('attendance.absenceRecorded', { names }), 409)
}

/**
 * Links the registered class to its lesson: the students of the class are 'present' on the
 * lesson (added to it when they were not on it). Call `revertOutcomes` for them BEFORE the
 * class takes its credits (a refunded late cancellation pays the class instead).
 */
export async function linkLesson(
  tx: Executor,
  {
    ownerId,
    lessonId,
    sessionId,
    studentIds,
  }: { ownerId: string; lessonId: string; sessionId: string; studentIds: string[] },
): Promise<void> {
  const now = new Date()
  await tx
    .update(lessons)
    .set({ sessionId, sequence: sql`${lessons.sequence} + 1`, updatedAt: now })
    .where(eq(lessons.id, lessonId))
  await tx
    .insert(lessonStudents)
    .values(
      studentIds.map((studentId): typeof lessonStudents.$inferInsert => ({
        lessonId,
        studentId,
        userId: ownerId,
        outcome: 'present',
        outcomeAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lessonStudents.lessonId, lessonStudents.studentId],
      set: {
        outcome: 'present',
        noticeAt: null,
        noCredit: false,
        chargedPackageId: null,
        outcomeAt: now,
      },
    })
}
