import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { packages } from '../../db/schema/packages'
import { sessionPackageAssignments } from '../../db/schema/sessions'
import {
  creditLeftOn,
  refundCredit,
  takeCreditFromOldestPackage,
  validOn,
} from '../packages/ledger'

/** Of these packages, those that cannot pay a class held on `day` (outside their validity). */
export async function packagesNotValidOn(
  tx: Executor,
  { ownerId, packageIds, day }: { ownerId: string; packageIds: string[]; day: string },
): Promise<Set<string>> {
  if (!packageIds.length) return new Set()
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.userId, ownerId),
        inArray(packages.id, packageIds),
        sql`NOT (${validOn(day)})`,
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/**
 * The packages the server's rule may take a credit from for these students on `day` — locked
 * together with the others in id order (docs/decisions/0004) before any credit moves.
 */
export async function candidatePackages(
  tx: Executor,
  { ownerId, studentIds, day }: { ownerId: string; studentIds: string[]; day: string },
): Promise<string[]> {
  if (!studentIds.length) return []
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(eq(packages.userId, ownerId), inArray(packages.studentId, studentIds), creditLeftOn(day)),
    )
  return rows.map((r) => r.id)
}

/**
 * A class moved to a day its package does not cover: the credit goes back to that package and
 * the server's one rule (ledger.ts) takes one from a package valid on the new day — or the
 * class is left without package (the caller's alert sync then raises the unassigned alert).
 * Recorded as an automatic assignment.
 */
export async function movePlaceToValidPackage(
  tx: Executor,
  {
    ownerId,
    sessionId,
    studentId,
    from,
    day,
  }: { ownerId: string; sessionId: string; studentId: string; from: string; day: string },
): Promise<string | null> {
  const ctx = { userId: ownerId, studentId, sessionId }
  await refundCredit(tx, from, ctx)
  const packageId = await takeCreditFromOldestPackage(tx, { ...ctx, day })
  await tx
    .update(sessionPackageAssignments)
    .set({ packageId, manuallyAssigned: false, assignedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(sessionPackageAssignments.sessionId, sessionId),
        eq(sessionPackageAssignments.studentId, studentId),
      ),
    )
  return packageId
}
