import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { students } from '../db/schema/students'

/**
 * THE LOCK ORDER (docs/decisions/0004, "One lock order"). Every write that touches a student's
 * credits, classes or alerts runs in one transaction that takes its row locks in this order:
 *
 *   1. the students it may touch, sorted by id, `FOR NO KEY UPDATE` (this function) — before
 *      any other lock or write of the operation. A class session's students are all of them:
 *      its assignments' students, plus the students whose alerts point at it;
 *   2. then only rows owned by those students: the class session edited or deleted
 *      (`FOR UPDATE`), their packages by id (`lockPackages`), the rows written (credit
 *      movements, feedbacks, assignments, alerts — with the FOR KEY SHARE locks their foreign
 *      keys take on the referenced session, package and student);
 *   3. last, the coach's running totals (`bumpCounters`): nothing is locked after them.
 *
 * The agenda (docs/decisions/0009) adds a step 0: its writes, and a student write that will
 * take the student off the agenda (made inactive, deleted), first take the coach's agenda
 * advisory lock (`lockCoach(tx, id, 'agenda')`), then follow 1–3. Nothing that holds a student
 * ever waits for that lock, so it adds no cycle.
 *
 * Why it cannot deadlock: two operations that would lock the same row of step 2 (a package,
 * an alert, a class session, a feedback) always share one of its students, so the second one
 * waits at step 1 — before holding anything but students that sort lower — and step 1 is
 * taken in one order by everyone. The counters of step 3 are shared between operations with
 * no student in common, but whoever holds a counter waits for nothing more. PostgreSQL can
 * then never find a cycle; the retry of `transaction()` remains only as a safety net (it
 * counts what it retries: `transactionRetries`).
 *
 * `FOR NO KEY UPDATE` serialises the writers of one student without blocking the FOR KEY
 * SHARE that inserts referencing the student take (a new package, a feedback), nor readers.
 */
export async function lockStudents(
  tx: Executor,
  { ownerId, studentIds }: { ownerId: string; studentIds: readonly string[] },
): Promise<Set<string>> {
  const ids = [...new Set(studentIds)].sort()
  if (!ids.length) return new Set()
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.userId, ownerId), inArray(students.id, ids)))
    .orderBy(asc(students.id))
    .for('no key update')
  return new Set(rows.map((r) => r.id))
}

/** Every coach's student, in the lock order (the hourly alert check: all of a coach's students). */
export async function lockAllStudentsOf(tx: Executor, ownerId: string): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, ownerId))
    .orderBy(asc(students.id))
    .for('no key update')
}
