import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { todayIn } from '../../../shared/domain/dates'
import { msg } from '../../../shared/messages'
import type { feedbackUpdateSchema, sessionUpdateSchema } from '../../../shared/schemas/session'
import type { SessionDto } from '../../../shared/schemas/sessions.response'
import { type Db, type Executor, transaction } from '../../db/client'
import {
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
} from '../../db/schema/sessions'
import { notFound } from '../../lib/app-error'
import { bumpCounters } from '../../lib/counters'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { refundCredit, takeCredit, takeCreditFromOldestPackage } from '../packages/ledger'
import {
  attachFeedbackVoiceNotes,
  type FlushMedia,
  queuedMediaDeletions,
} from '../voice-notes/feedback-notes'
import {
  joiningStudents,
  planSessionEdit,
  type SessionBefore,
  type SessionEditPlan,
} from './session-edit-plan'
import { feedbacksWithDefaults } from './session-feedbacks'
import {
  assertStudentPackage,
  loadClassSessionContext,
  lockClassSession,
  lockPackages,
  noCredits,
} from './session-guards'
import { getClassSession } from './session-read'
import { candidatePackages, movePlaceToValidPackage, packagesNotValidOn } from './session-redate'

type UpdateInput = z.output<typeof sessionUpdateSchema>
type FeedbackInput = z.output<typeof feedbackUpdateSchema>

const textArray = (values: string[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`

/** Sum and count of a session's ratings, for the coach's running totals. */
async function ratingsOf(tx: Executor, sessionId: string) {
  const [r] = await tx
    .select({
      sum: sql`coalesce(sum(${sessionFeedbacks.rating}), 0)::int`.mapWith(Number),
      n: sql`count(*)::int`.mapWith(Number),
    })
    .from(sessionFeedbacks)
    .where(eq(sessionFeedbacks.sessionId, sessionId))
  return { sum: r?.sum ?? 0, n: r?.n ?? 0 }
}

const assignmentColumns = {
  studentId: sessionPackageAssignments.studentId,
  packageId: sessionPackageAssignments.packageId,
}

async function currentAssignments(tx: Executor, sessionId: string) {
  return tx
    .select(assignmentColumns)
    .from(sessionPackageAssignments)
    .where(eq(sessionPackageAssignments.sessionId, sessionId))
    .orderBy(sessionPackageAssignments.studentId)
}

/** Moves a student's place in a session to another package (or none): refund, then take. */
async function switchPackage(
  tx: Executor,
  {
    ownerId,
    sessionId,
    studentId,
    from,
    to,
  }: {
    ownerId: string
    sessionId: string
    studentId: string
    from: string | null
    to: string | null
  },
) {
  const ctx = { userId: ownerId, studentId, sessionId }
  if (from) await refundCredit(tx, from, ctx)
  if (to && !(await takeCredit(tx, to, 'manual_assign', ctx))) throw noCredits()
  await tx
    .update(sessionPackageAssignments)
    .set({
      packageId: to,
      manuallyAssigned: to !== null,
      assignedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sessionPackageAssignments.sessionId, sessionId),
        eq(sessionPackageAssignments.studentId, studentId),
      ),
    )
}

/**
 * Full session edit (spec §4), in ONE transaction under the session's row lock: removed
 * students get their credit back and lose feedback and assignment; added students get a
 * feedback (rating 5 by default) and the package chosen for them — or, when none was chosen,
 * the server's rule (the oldest package valid on the class day, else a flag); kept students get
 * their feedback updated and, when their package changed, the credit moved. A new date that
 * falls outside a kept student's package validity moves that credit to a valid package.
 * What changes is planned by `planSessionEdit` (session-edit-plan.ts); the steps below apply
 * it in the lock order.
 */
export async function updateClassSession(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: UpdateInput,
  flush?: FlushMedia,
): Promise<SessionDto> {
  const queued = await transaction(db, async (tx) => {
    // lock order (lib/locks.ts): the session's students and the ones added, the session, packages
    const locked = await lockClassSession(tx, { ownerId, id, studentIds: input.studentIds })
    const ratingsBefore = await ratingsOf(tx, id)
    const { before, day, timeZone, defaultClubId } = await loadSessionBefore(tx, {
      ownerId,
      id,
      date: new Date(locked.date),
      input,
    })
    const plan = planSessionEdit(before, input, day)
    for (const chosen of plan.chosenPackages) {
      await assertStudentPackage(tx, { ownerId, ...chosen })
    }
    await lockPackages(tx, [
      ...plan.lockPackages,
      ...(await candidatePackages(tx, { ownerId, studentIds: plan.ruleStudents, day })),
    ])
    const c = { ownerId, sessionId: id }
    await removeStudents(tx, c, plan)
    await addStudents(tx, c, plan, {
      input,
      defaultClubId,
      classDate: plan.newDate ?? before.date,
      day,
    })
    await updateKeptStudents(tx, c, plan)
    for (const m of plan.moving) {
      await movePlaceToValidPackage(tx, { ...c, ...m, day })
    }
    await tx
      .update(classSessions)
      .set({
        notes: input.notes,
        ...(plan.newDate ? { date: plan.newDate } : {}),
        updatedAt: new Date(),
      })
      .where(eq(classSessions.id, id))
    if (plan.dateMoves) {
      // the feedbacks' copy of the class's date (the progress report's index), rows the
      // session's lock already covers
      await tx
        .update(sessionFeedbacks)
        .set({ classDate: plan.newDate! })
        .where(eq(sessionFeedbacks.sessionId, id))
    }
    await syncStudentAlerts(tx, ownerId, plan.alertStudents, timeZone)
    const ratingsAfter = await ratingsOf(tx, id)
    await bumpCounters(tx, ownerId, {
      ratingSum: ratingsAfter.sum - ratingsBefore.sum,
      ratingCount: ratingsAfter.n - ratingsBefore.n,
    })
    // removed students' feedbacks took their voice notes with them (cascade): files queued
    return queuedMediaDeletions(tx, ownerId)
  })
  if (queued.length) await flush?.(queued)
  return getClassSession(db, { ownerId, id })
}

/**
 * The session as the edit finds it, with the context: its places and their packages, the
 * coach's zone and default club (the students and clubs of the input checked: a new student
 * must be active), the class's day after the edit (`day`) and — when it changes — which of
 * the session's packages cannot pay a class on it.
 */
async function loadSessionBefore(
  tx: Executor,
  { ownerId, id, date, input }: { ownerId: string; id: string; date: Date; input: UpdateInput },
): Promise<{
  before: SessionBefore
  day: string
  timeZone: string
  defaultClubId: string | null
}> {
  const current = await currentAssignments(tx, id)
  const packages = new Map(current.map((a) => [a.studentId, a.packageId]))
  const context = await loadClassSessionContext(tx, {
    ownerId,
    studentIds: input.studentIds,
    requireActive: joiningStudents({ packages }, input),
    clubIds: input.feedbacks.map((f) => f.clubId),
  })
  const oldDay = todayIn(context.timeZone, date)
  const day = input.date ? todayIn(context.timeZone, new Date(input.date)) : oldDay
  const notValidOnDay =
    day === oldDay
      ? new Set<string>()
      : await packagesNotValidOn(tx, {
          ownerId,
          packageIds: [...new Set(current.flatMap((a) => (a.packageId ? [a.packageId] : [])))],
          day,
        })
  return {
    before: { date, day: oldDay, packages, notValidOnDay },
    day,
    timeZone: context.timeZone,
    defaultClubId: context.defaultClubId,
  }
}

type EditOf = { ownerId: string; sessionId: string }

/** The students who leave: their credit back, their feedback and assignment deleted. */
async function removeStudents(tx: Executor, { ownerId, sessionId }: EditOf, plan: SessionEditPlan) {
  for (const r of plan.removed) {
    if (r.packageId)
      await refundCredit(tx, r.packageId, { userId: ownerId, studentId: r.studentId, sessionId })
    await tx
      .delete(sessionFeedbacks)
      .where(
        and(eq(sessionFeedbacks.sessionId, sessionId), eq(sessionFeedbacks.studentId, r.studentId)),
      )
    await tx
      .delete(sessionPackageAssignments)
      .where(
        and(
          eq(sessionPackageAssignments.sessionId, sessionId),
          eq(sessionPackageAssignments.studentId, r.studentId),
        ),
      )
  }
}

/**
 * The students who join: a feedback (given, or the defaults of a student added in edit) with
 * its voice notes, and an assignment — the server's rule's package when no choice was made,
 * else the credit taken from the package chosen.
 */
async function addStudents(
  tx: Executor,
  { ownerId, sessionId }: EditOf,
  plan: SessionEditPlan,
  {
    input,
    defaultClubId,
    classDate,
    day,
  }: { input: UpdateInput; defaultClubId: string | null; classDate: Date; day: string },
) {
  const feedbacks = feedbacksWithDefaults(
    plan.added.map((a) => a.studentId),
    input.feedbacks,
    { kind: 'addedInEdit', defaultClubId },
  )
  const voiceNotesOf = new Map(input.feedbacks.map((f) => [f.studentId, f.voiceNoteIds]))
  for (const [i, a] of plan.added.entries()) {
    const { studentId } = a
    const [feedback] = await tx
      .insert(sessionFeedbacks)
      .values({ ...feedbacks[i]!, userId: ownerId, sessionId, classDate })
      .returning({ id: sessionFeedbacks.id })
    await attachFeedbackVoiceNotes(tx, {
      ownerId,
      feedbackId: feedback!.id,
      ids: voiceNotesOf.get(studentId),
    })
    // no choice made for the student: the server's one rule picks (an automatic assignment)
    const automatic =
      a.package === 'rule'
        ? await takeCreditFromOldestPackage(tx, { userId: ownerId, studentId, sessionId, day })
        : null
    await tx.insert(sessionPackageAssignments).values({
      userId: ownerId,
      sessionId,
      studentId,
      packageId: automatic,
      manuallyAssigned: false,
    })
    if (a.package !== 'rule' && a.package.chosen) {
      await switchPackage(tx, { ownerId, sessionId, studentId, from: null, to: a.package.chosen })
    }
  }
}

/** The students who stay: the feedback given updated in place, the credit moved when chosen. */
async function updateKeptStudents(
  tx: Executor,
  { ownerId, sessionId }: EditOf,
  plan: SessionEditPlan,
) {
  for (const { studentId, feedback: f, switchPackage: move } of plan.kept) {
    if (f) {
      // updated in place (never deleted and re-inserted): its voice notes stay with it
      const [feedback] = await tx
        .update(sessionFeedbacks)
        .set({
          rating: f.rating,
          notes: f.notes,
          tags: f.tags,
          clubId: f.clubId,
          updatedAt: new Date(),
        })
        .where(
          and(eq(sessionFeedbacks.sessionId, sessionId), eq(sessionFeedbacks.studentId, studentId)),
        )
        .returning({ id: sessionFeedbacks.id })
      if (feedback) {
        await attachFeedbackVoiceNotes(tx, {
          ownerId,
          feedbackId: feedback.id,
          ids: f.voiceNoteIds,
        })
      }
    }
    if (move) await switchPackage(tx, { ownerId, sessionId, studentId, ...move })
  }
}

/** Spec §4 Session deletion: one credit back to each assigned package, then the session goes. */
export async function deleteClassSession(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  flush?: FlushMedia,
): Promise<void> {
  const queued = await transaction(db, async (tx) => {
    await lockClassSession(tx, { ownerId, id })
    const current = await currentAssignments(tx, id)
    await lockPackages(
      tx,
      current.map((a) => a.packageId),
    )
    for (const a of current) {
      if (a.packageId)
        await refundCredit(tx, a.packageId, {
          userId: ownerId,
          studentId: a.studentId,
          sessionId: id,
        })
    }
    const ratings = await ratingsOf(tx, id)
    await tx.delete(classSessions).where(eq(classSessions.id, id))
    await syncStudentAlerts(
      tx,
      ownerId,
      current.map((a) => a.studentId),
    )
    // the running totals last (lock order, lib/locks.ts)
    await bumpCounters(tx, ownerId, {
      sessions: -1,
      ratingSum: -ratings.sum,
      ratingCount: -ratings.n,
    })
    return queuedMediaDeletions(tx, ownerId)
  })
  if (queued.length) await flush?.(queued)
}

/** Manual package assignment (spec §4): the credit moves, manually_assigned, alerts resolved. */
export async function assignPackage(
  db: Db,
  {
    ownerId,
    sessionId,
    studentId,
    packageId,
  }: { ownerId: string; sessionId: string; studentId: string; packageId: string },
): Promise<SessionDto> {
  await transaction(db, async (tx) => {
    await lockClassSession(tx, { ownerId, id: sessionId, studentIds: [studentId] })
    const [assignment] = await tx
      .select(assignmentColumns)
      .from(sessionPackageAssignments)
      .where(
        and(
          eq(sessionPackageAssignments.sessionId, sessionId),
          eq(sessionPackageAssignments.studentId, studentId),
        ),
      )
    if (!assignment) throw notFound(msg('session.assignmentNotFound'))
    await assertStudentPackage(tx, { ownerId, studentId, packageId })
    await lockPackages(tx, [assignment.packageId, packageId])
    if (assignment.packageId !== packageId) {
      await switchPackage(tx, {
        ownerId,
        sessionId,
        studentId,
        from: assignment.packageId,
        to: packageId,
      })
    }
    await syncStudentAlerts(tx, ownerId, [studentId])
  })
  return getClassSession(db, { ownerId, id: sessionId })
}

/** Inline feedback edit (profile Feedbacks tab): rating, tags, notes and voice notes. */
export async function updateFeedback(
  db: Db,
  { ownerId, sessionId, studentId }: { ownerId: string; sessionId: string; studentId: string },
  input: FeedbackInput,
  flush?: FlushMedia,
): Promise<SessionDto> {
  const queued = await transaction(db, async (tx) => {
    await lockStudents(tx, { ownerId, studentIds: [studentId] })
    // raw SQL: the old rating (for the running totals) is read and replaced in one statement
    const [changed] = await rawRows(
      tx,
      z.object({ id: col.string, old_rating: col.number }),
      sql`WITH old AS (
            SELECT id, rating FROM session_feedbacks
            WHERE session_id = ${sessionId} AND student_id = ${studentId} AND user_id = ${ownerId}
            FOR UPDATE)
          UPDATE session_feedbacks f
          SET rating = ${input.rating}, notes = ${input.notes}, tags = ${textArray(input.tags)}, updated_at = now()
          FROM old WHERE f.id = old.id
          RETURNING f.id, old.rating AS old_rating`,
    )
    if (!changed) throw notFound(msg('session.feedbackNotFound'))
    await attachFeedbackVoiceNotes(tx, { ownerId, feedbackId: changed.id, ids: input.voiceNoteIds })
    await bumpCounters(tx, ownerId, { ratingSum: input.rating - changed.old_rating })
    return queuedMediaDeletions(tx, ownerId)
  })
  if (queued.length) await flush?.(queued)
  return getClassSession(db, { ownerId, id: sessionId })
}
