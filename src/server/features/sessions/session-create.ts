import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { SessionDto } from '../../../shared/api-types'
import { LIMITS } from '../../../shared/constants'
import { todayIn } from '../../../shared/domain/dates'
import { teacherName } from '../../../shared/domain/names'
import type { sessionCreateSchema } from '../../../shared/schemas/session'
import { type Db, transaction } from '../../db/client'
import {
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
} from '../../db/schema/sessions'
import type { AuthUser } from '../../lib/context'
import { bumpCounters } from '../../lib/counters'
import { lockStudents } from '../../lib/locks'
import {
  claimLesson,
  linkLesson,
  openLesson,
  refuseLessonOnLaterDay,
  refuseRecordedAbsences,
  revertOutcomes,
} from '../agenda/agenda-lessons'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { takeCreditFromOldestPackage, takeCreditsForClassSession } from '../packages/ledger'
import {
  attachFeedbackVoiceNotes,
  type FlushMedia,
  queuedMediaDeletions,
} from '../voice-notes/feedback-notes'
import { classSessionDto, lockAndLoadContext, writeClassSession } from './session-create-sql'
import { loadClassSessionContext } from './session-guards'
import { getClassSession } from './session-read'

type Input = z.output<typeof sessionCreateSchema>

/**
 * Registers a class (spec §4 Session creation), in ONE transaction: the session, a feedback per
 * student, and for each student one credit from the oldest-purchased package that is active on
 * the class day — or, with none, an assignment without package and an unassigned_session alert.
 */
export async function createClassSession(
  db: Db,
  coach: AuthUser,
  input: Input,
  flush?: FlushMedia,
): Promise<SessionDto> {
  if (!input.lessonId) return createPlainClassSession(db, coach, input, flush)
  const { id, queued } = await transaction(db, async (tx) => {
    // registering from a lesson: step 0, the agenda lock, and the lesson's students (0009)
    const lesson = input.lessonId
      ? await openLesson(tx, { ownerId: coach.id, id: input.lessonId })
      : null
    // lock order (lib/locks.ts): the students first, then their packages and alerts, counters last
    await lockStudents(tx, {
      ownerId: coach.id,
      studentIds: [...input.studentIds, ...(lesson?.studentIds ?? [])],
    })
    const context = await loadClassSessionContext(tx, {
      ownerId: coach.id,
      studentIds: input.studentIds,
      requireActive: input.studentIds,
      clubIds: input.feedbacks.map((f) => f.clubId),
    })
    const lessonRow = lesson ? await claimLesson(tx, { ownerId: coach.id, lesson }) : null
    const now = new Date()
    if (lessonRow) refuseLessonOnLaterDay(lessonRow, context.timeZone, now)
    // from a lesson without a date: its start — registered late, or ahead of an hour later
    // today (the class is what the agenda planned, not the moment the coach found time to save)
    const date = input.date ? new Date(input.date) : (lessonRow?.startsAt ?? now)
    if (lessonRow) {
      await refuseRecordedAbsences(tx, {
        lessonId: lessonRow.id,
        studentIds: input.studentIds,
        confirmed: input.confirmPresent ?? [],
      })
      // a student present after all: an outcome recorded for them (and its credit) is undone
      await revertOutcomes(tx, {
        ownerId: coach.id,
        lessonId: lessonRow.id,
        studentIds: input.studentIds,
        keepRows: true, // linkLesson below rewrites their rows as present
      })
    }
    const [classSession] = await tx
      .insert(classSessions)
      .values({ userId: coach.id, date, teacher: teacherName(coach), notes: input.notes })
      .returning({ id: classSessions.id })
    const sessionId = classSession!.id
    // feedback defaults (spec §4 New-session flow): rating 3, no notes, no tags, the default club
    const given = new Map(input.feedbacks.map((f) => [f.studentId, f]))
    const feedbacks = input.studentIds.map((studentId) => {
      const f = given.get(studentId)
      return {
        userId: coach.id,
        sessionId,
        studentId,
        rating: f?.rating ?? LIMITS.ratingDefaultNewSession,
        notes: f?.notes ?? '',
        tags: f?.tags ?? [],
        clubId: f ? f.clubId : context.defaultClubId,
        classDate: date,
      }
    })
    const inserted = await tx
      .insert(sessionFeedbacks)
      .values(feedbacks)
      .returning({ id: sessionFeedbacks.id, studentId: sessionFeedbacks.studentId })
    // the feedbacks' voice notes (issue 14), uploaded before the save
    for (const f of inserted) {
      const ids = given.get(f.studentId)?.voiceNoteIds
      await attachFeedbackVoiceNotes(tx, { ownerId: coach.id, feedbackId: f.id, ids })
    }
    // the packages valid on the day of the class (a class registered late uses that day's)
    const packages = await takeCreditsForClassSession(tx, {
      userId: coach.id,
      sessionId,
      studentIds: input.studentIds,
      day: todayIn(context.timeZone, date),
    })
    await tx.insert(sessionPackageAssignments).values(
      input.studentIds.map((studentId) => ({
        userId: coach.id,
        sessionId,
        studentId,
        packageId: packages.get(studentId) ?? null,
        manuallyAssigned: false,
      })),
    )
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
    return { id: sessionId, queued: await queuedMediaDeletions(tx, coach.id) }
  })
  if (queued.length) await flush?.(queued)
  return getClassSession(db, { ownerId: coach.id, id })
}

/**
 * A class not registered from a lesson (the common case), in 5 statements inside the
 * transaction — students locked with the context, then one statement for the session,
 * feedbacks, credits (ledger rows) and assignments, then the alerts and the counters — and the
 * answer built from what they returned, without reading the class back (unless voice notes
 * were attached, or a concurrent change made a credit pick miss).
 */
async function createPlainClassSession(
  db: Db,
  coach: AuthUser,
  input: Input,
  flush?: FlushMedia,
): Promise<SessionDto> {
  const withNotes = input.feedbacks.some((f) => f.voiceNoteIds !== undefined)
  const { rows, readBack, queued } = await transaction(db, async (tx) => {
    const context = await lockAndLoadContext(tx, {
      ownerId: coach.id,
      studentIds: input.studentIds,
      clubIds: input.feedbacks.flatMap((f) => (f.clubId ? [f.clubId] : [])),
    })
    const date = input.date ? new Date(input.date) : new Date()
    // feedback defaults (spec §4 New-session flow): rating 3, no notes, no tags, the default club
    const given = new Map(input.feedbacks.map((f) => [f.studentId, f]))
    const feedbacks = input.studentIds.map((studentId) => {
      const f = given.get(studentId)
      return {
        studentId,
        rating: f?.rating ?? LIMITS.ratingDefaultNewSession,
        notes: f?.notes ?? '',
        tags: f?.tags ?? [],
        clubId: f ? f.clubId : context.defaultClubId,
      }
    })
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
    let readBack = withNotes
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
    // the feedbacks' voice notes (issue 14), uploaded before the save
    for (const r of rows) {
      const ids = given.get(r.student_id)?.voiceNoteIds
      await attachFeedbackVoiceNotes(tx, { ownerId: coach.id, feedbackId: r.feedback_id, ids })
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
