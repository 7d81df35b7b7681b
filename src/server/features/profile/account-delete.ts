import { eq, or, sql } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import { throttleKey } from '../../auth/sign-in-throttle'
import { type Db, transaction } from '../../db/client'
import { lessonSeries, lessonSeriesStudents, lessonStudents, lessons } from '../../db/schema/agenda'
import { alerts } from '../../db/schema/alerts'
import { account, session, user, verification } from '../../db/schema/auth'
import { calendarFeeds } from '../../db/schema/calendar-feeds'
import { clubs } from '../../db/schema/clubs'
import { coachCounters } from '../../db/schema/counters'
import { signInThrottle } from '../../db/schema/operations'
import { creditMovements, packages } from '../../db/schema/packages'
import { paymentRemovals, payments, pixSettings } from '../../db/schema/payments'
import { profiles } from '../../db/schema/profiles'
import {
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
} from '../../db/schema/sessions'
import { sharedItems, studentPageLinks } from '../../db/schema/student-pages'
import { students } from '../../db/schema/students'
import { AppError, notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockAllStudentsOf } from '../../lib/locks'
import { type FlushMedia, queuedMediaDeletions } from '../voice-notes/feedback-notes'

export const CONFIRM_EMAIL_MISMATCH = msg('profile.confirmEmailMismatch')

/**
 * Deletes the coach's account and everything in it (LGPD, decision 0008), in one transaction:
 * the rows of every table owned by the coach, children before parents (some foreign keys
 * between them refuse a delete), then better-auth's rows — sessions, accounts (the password),
 * pending verifications of the e-mail — and the user itself. Whatever a later table owns by
 * user_id goes with the user (ON DELETE CASCADE). `confirmEmail` must be the account's e-mail.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  { confirmEmail }: { confirmEmail: string },
  flush?: FlushMedia,
): Promise<void> {
  const queued = await transaction(db, async (tx) => {
    // the lock order (lib/locks.ts): the agenda lock (step 0), every student of the coach
    // (step 1), so no registration, outcome or edit of theirs is half-way through what is
    // deleted here — and only then the account's row, whose FOR UPDATE would otherwise make
    // a writer holding students wait on it (its inserts take FOR KEY SHARE on the user)
    await lockCoach(tx, userId, 'agenda')
    await lockAllStudentsOf(tx, userId)
    const [me] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    if (!me) throw notFound(msg('profile.accountNotFound'))
    if (me.email.trim().toLowerCase() !== confirmEmail.trim().toLowerCase()) {
      throw new AppError('CONFIRM_EMAIL_MISMATCH', CONFIRM_EMAIL_MISMATCH, 400)
    }
    // the agenda first: lesson_students.charged_package_id refuses (RESTRICT) the packages'
    // delete, lessons point at classes and series (credit_movements.lesson_id has no key)
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    // the students' pages: links and shared texts point at students and classes
    await tx.delete(studentPageLinks).where(eq(studentPageLinks.userId, userId))
    await tx.delete(sharedItems).where(eq(sharedItems.userId, userId))
    await tx.delete(lessonStudents).where(eq(lessonStudents.userId, userId))
    await tx.delete(lessons).where(eq(lessons.userId, userId))
    await tx.delete(lessonSeriesStudents).where(eq(lessonSeriesStudents.userId, userId))
    await tx.delete(lessonSeries).where(eq(lessonSeries.userId, userId))
    await tx.delete(alerts).where(eq(alerts.userId, userId))
    // payments (they point at packages and students), their audit, the Pix key
    await tx.delete(payments).where(eq(payments.userId, userId))
    await tx.delete(paymentRemovals).where(eq(paymentRemovals.userId, userId))
    await tx.delete(pixSettings).where(eq(pixSettings.userId, userId))
    await tx.delete(creditMovements).where(eq(creditMovements.userId, userId))
    await tx.delete(sessionPackageAssignments).where(eq(sessionPackageAssignments.userId, userId))
    await tx.delete(sessionFeedbacks).where(eq(sessionFeedbacks.userId, userId))
    await tx.delete(classSessions).where(eq(classSessions.userId, userId))
    await tx.delete(packages).where(eq(packages.userId, userId))
    await tx.delete(students).where(eq(students.userId, userId))
    await tx.delete(clubs).where(eq(clubs.userId, userId))
    await tx.delete(coachCounters).where(eq(coachCounters.userId, userId))
    await tx.delete(profiles).where(eq(profiles.userId, userId))
    await tx.delete(session).where(eq(session.userId, userId))
    await tx.delete(account).where(eq(account.userId, userId))
    // password reset tokens hold the user's id; other verifications are keyed by the e-mail
    const email = me.email.toLowerCase()
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), sql`lower(${verification.identifier}) = ${email}`))
    // the failed sign-ins counted for the address (keyed by its hash) go too
    await tx.delete(signInThrottle).where(eq(signInThrottle.key, throttleKey(me.email)))
    await tx.delete(user).where(eq(user.id, userId))
    // its voice notes went by cascade: the trigger queued their files
    return queuedMediaDeletions(tx, userId)
  })
  if (queued.length) await flush?.(queued)
}
