import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { lessonStudents } from '../../db/schema/agenda'
import { refundCredit } from '../packages/ledger'

/**
 * Undoes the credit effect of the outcomes of these students on a lesson (through the ledger,
 * reason 'outcome_reverted') and clears them — unless `keepRows`: the caller overwrites the
 * rows itself (registering from a lesson: `linkLesson` marks them present), one round trip
 * fewer. Caller holds the students.
 */
export async function revertOutcomes(
  tx: Executor,
  {
    ownerId,
    lessonId,
    studentIds,
    keepRows = false,
  }: { ownerId: string; lessonId: string; studentIds: string[]; keepRows?: boolean },
): Promise<void> {
  if (!studentIds.length) return
  const charged = await tx
    .select({ studentId: lessonStudents.studentId, packageId: lessonStudents.chargedPackageId })
    .from(lessonStudents)
    .where(
      and(
        eq(lessonStudents.lessonId, lessonId),
        inArray(lessonStudents.studentId, studentIds),
        isNotNull(lessonStudents.chargedPackageId),
      ),
    )
  for (const c of charged.sort((a, b) => (a.packageId! < b.packageId! ? -1 : 1))) {
    await refundCredit(
      tx,
      c.packageId!,
      { userId: ownerId, studentId: c.studentId, sessionId: null, lessonId },
      'outcome_reverted',
    )
  }
  if (keepRows) return
  await tx
    .update(lessonStudents)
    .set({
      outcome: null,
      noticeAt: null,
      chargedPackageId: null,
      noCredit: false,
      outcomeAt: null,
    })
    .where(
      and(eq(lessonStudents.lessonId, lessonId), inArray(lessonStudents.studentId, studentIds)),
    )
}
