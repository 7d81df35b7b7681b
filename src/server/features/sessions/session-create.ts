import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { SessionDto } from '../../../shared/api-types'
import { LIMITS } from '../../../shared/constants'
import { todayIn } from '../../../shared/domain/dates'
import { teacherName } from '../../../shared/domain/names'
import type { sessionCreateSchema } from '../../../shared/schemas/session'
import { type Db, queryRows, transaction } from '../../db/client'
import {
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
} from '../../db/schema/sessions'
import { coachTimeZone } from '../../lib/coach'
import type { AuthUser } from '../../lib/context'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { takeCreditFromOldestPackage } from '../packages/ledger'
import { assertOwnedClubs, ownedStudents } from './session-guards'
import { getSession } from './session-read'

type Input = z.output<typeof sessionCreateSchema>

/**
 * Registers a class (spec §4 Session creation), in ONE transaction: the session, a feedback per
 * student, and for each student one credit from the oldest-purchased package that is active on
 * the class day — or, with none, an assignment without package and an unassigned_session alert.
 */
export async function createSession(db: Db, coach: AuthUser, input: Input): Promise<SessionDto> {
  const id = await transaction(db, async (tx) => {
    const tz = await coachTimeZone(tx, coach.id)
    const date = input.date ? new Date(input.date) : new Date()
    const classDay = todayIn(tz, date)
    await ownedStudents(tx, coach.id, input.studentIds, input.studentIds)
    await assertOwnedClubs(
      tx,
      coach.id,
      input.feedbacks.map((f) => f.clubId),
    )

    // feedback defaults (spec §4 New-session flow): rating 3, no notes, no tags, the default club
    const [defaultClub] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM clubs WHERE user_id = ${coach.id} AND is_default LIMIT 1`,
    )
    const [session] = await tx
      .insert(classSessions)
      .values({ userId: coach.id, date, teacher: teacherName(coach), notes: input.notes })
      .returning({ id: classSessions.id })
    const sessionId = session!.id
    const given = new Map(input.feedbacks.map((f) => [f.studentId, f]))
    await tx.insert(sessionFeedbacks).values(
      input.studentIds.map((studentId) => {
        const f = given.get(studentId)
        return {
          userId: coach.id,
          sessionId,
          studentId,
          rating: f?.rating ?? LIMITS.ratingDefaultNewSession,
          notes: f?.notes ?? '',
          tags: f?.tags ?? [],
          clubId: f ? f.clubId : (defaultClub?.id ?? null),
        }
      }),
    )
    // a stable order of package locks: concurrent sessions never deadlock
    for (const studentId of [...input.studentIds].sort()) {
      const packageId = await takeCreditFromOldestPackage(tx, {
        userId: coach.id,
        studentId,
        sessionId,
        today: classDay,
      })
      await tx
        .insert(sessionPackageAssignments)
        .values({ userId: coach.id, sessionId, studentId, packageId, manuallyAssigned: false })
    }
    await syncStudentAlerts(tx, coach.id, input.studentIds)
    return sessionId
  })
  return getSession(db, coach.id, id)
}
