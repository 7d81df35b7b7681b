import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { todayIn } from '../../../shared/domain/dates'
import { teacherName } from '../../../shared/domain/names'
import type { sessionCreateSchema } from '../../../shared/schemas/session'
import type { SessionDto } from '../../../shared/schemas/sessions.response'
import { type Db, type Executor, transaction } from '../../db/client'
import type { AuthUser } from '../../lib/context'
import { bumpCounters } from '../../lib/counters'
import {
  claimLesson,
  linkLesson,
  openLesson,
  refuseLessonOnLaterDay,
  refuseRecordedAbsences,
  revertOutcomes,
} from '../agenda/agenda-lessons'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { takeCreditFromOldestPackage } from '../packages/ledger'
import {
  attachFeedbackVoiceNotes,
  type FlushMedia,
  queuedMediaDeletions,
} from '../voice-notes/feedback-notes'
import { classSessionDto, writeClassSession } from './session-create-sql'
import { feedbacksWithDefaults } from './session-feedbacks'
import { loadClassSessionContext } from './session-guards'
import { getClassSession } from './session-read'

type Input = z.output<typeof sessionCreateSchema>
type OpenLesson = Awaited<ReturnType<typeof openLesson>>

/**
 * Registers a class (spec §4 Session creation), in ONE transaction: the session, a feedback per
 * student, and for each student one credit from the oldest-purchased package that is active on
 * the class day — or, with none, an assignment without package and an unassigned_session alert.
 * Inside the transaction: the students locked with the context (one statement), the class,
 * feedbacks, credits and assignments (one statement, `writeClassSession`), then the alerts and
 * the counters. Registered from an agenda lesson, the lesson's steps come around that write:
 * the agenda lock and the lesson first, its checks and the outcomes undone before, the link
 * after. The answer is built from what the write returned, without reading the class back —
 * unless it shows a lesson or voice notes, or a concurrent change made a credit pick miss.
 */
export async function createClassSession(
  db: Db,
  coach: AuthUser,
  input: Input,
  flush?: FlushMedia,
): Promise<SessionDto> {
  const withNotes = input.feedbacks.some((f) => f.voiceNoteIds !== undefined)
  const { rows, readBack, queued } = await transaction(db, async (tx) => {
    // from a lesson: step 0 of the lock order, the agenda lock, and the lesson's students (0009)
    const lesson = input.lessonId
      ? await openLesson(tx, { ownerId: coach.id, id: input.lessonId })
      : null
    const context = await loadClassSessionContext(tx, {
      ownerId: coach.id,
      studentIds: input.studentIds,
      requireActive: input.studentIds,
      clubIds: input.feedbacks.map((f) => f.clubId),
      lock: { also: lesson?.studentIds ?? [] },
    })
    const lessonRow = lesson
      ? await prepareLesson(tx, { ownerId: coach.id, lesson, input, timeZone: context.timeZone })
      : null
    // from a lesson without a date: its start — registered late, or ahead of an hour later
    // today (the class is what the agenda planned, not the moment the coach found time to save)
    const date = input.date ? new Date(input.date) : (lessonRow?.startsAt ?? new Date())
    const feedbacks = feedbacksWithDefaults(input.studentIds, input.feedbacks, {
      kind: 'newSession',
      defaultClubId: context.defaultClubId,
    })
    // the packages valid on the day of the class (a class registered late uses that day's)
    const day = todayIn(context.timeZone, date)
    const rows = await writeClassSession(tx, {
      ownerId: coach.id,
      date,
      teacher: teacherName(coach),
      notes: input.notes,
      day,
      feedbacks,
    })
    const sessionId = rows[0]!.id
    // a package picked but emptied under the pick (the students' lock makes it unexpected):
    // the credit is taken again the slow way, and the answer read back
    let readBack = withNotes || lessonRow !== null
    for (const r of rows) {
      if (r.package_id || !r.had_candidate) continue
      readBack = true
      const packageId = await takeCreditFromOldestPackage(tx, {
        userId: coach.id,
        studentId: r.student_id,
        sessionId,
        day,
      })
      if (packageId) {
        await tx.execute(sql`UPDATE session_package_assignments SET package_id = ${packageId}
          WHERE session_id = ${sessionId} AND student_id = ${r.student_id}`)
      }
    }
    // the feedbacks' voice notes, uploaded before the save
    const given = new Map(input.feedbacks.map((f) => [f.studentId, f]))
    for (const r of rows) {
      const ids = given.get(r.student_id)?.voiceNoteIds
      await attachFeedbackVoiceNotes(tx, { ownerId: coach.id, feedbackId: r.feedback_id, ids })
    }
    if (lessonRow) {
      await linkLesson(tx, {
        ownerId: coach.id,
        lessonId: lessonRow.id,
        sessionId,
        studentIds: input.studentIds,
      })
    }
    await syncStudentAlerts(tx, coach.id, input.studentIds, context.timeZone)
    await bumpCounters(tx, coach.id, {
      sessions: 1,
      ratingSum: feedbacks.reduce((sum, f) => sum + f.rating, 0),
      ratingCount: feedbacks.length,
    })
    return {
      rows,
      readBack,
      queued: withNotes ? await queuedMediaDeletions(tx, coach.id) : [],
    }
  })
  if (queued.length) await flush?.(queued)
  if (readBack) return getClassSession(db, { ownerId: coach.id, id: rows[0]!.id })
  return classSessionDto(rows)
}

/**
 * The lesson's steps before the class is written (the students are locked): its row claimed
 * (refused when registered already or cancelled), refused on a later day or over a recorded
 * absence the coach did not confirm, and the outcomes of the students present undone — their
 * credits given back, so the class takes them again by the one rule.
 */
async function prepareLesson(
  tx: Executor,
  {
    ownerId,
    lesson,
    input,
    timeZone,
  }: { ownerId: string; lesson: OpenLesson; input: Input; timeZone: string },
) {
  const row = await claimLesson(tx, { ownerId, lesson })
  refuseLessonOnLaterDay(row, timeZone, new Date())
  await refuseRecordedAbsences(tx, {
    lessonId: row.id,
    studentIds: input.studentIds,
    confirmed: input.confirmPresent ?? [],
  })
  await revertOutcomes(tx, {
    ownerId,
    lessonId: row.id,
    studentIds: input.studentIds,
    keepRows: true, // linkLesson rewrites their rows as present
  })
  return row
}
