import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import { msg } from '../../../shared/messages'
import type { Executor, Tx } from '../../db/client'
import { packages } from '../../db/schema/packages'
import { classSessions } from '../../db/schema/sessions'
import { AppError, CLUB_NOT_FOUND, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'

/** A package of the coach that belongs to this student. */
export async function assertStudentPackage(
  tx: Executor,
  { ownerId, studentId, packageId }: { ownerId: string; studentId: string; packageId: string },
) {
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.id, packageId),
        eq(packages.userId, ownerId),
        eq(packages.studentId, studentId),
      ),
    )
  if (!rows.length) throw notFound(msg('package.notFound'))
}

export const noCredits = () => new AppError('PACKAGE_NO_CREDITS', msg('package.noCredits'), 409)

/** The students of a class session: those in it, and those whose alerts point at it. */
async function studentsOfClassSession(tx: Executor, id: string): Promise<string[]> {
  const rows = await rawRows(
    tx,
    z.object({ student_id: col.string }),
    sql`SELECT student_id FROM session_package_assignments WHERE session_id = ${id}
        UNION SELECT student_id FROM session_feedbacks WHERE session_id = ${id}
        UNION SELECT student_id FROM alerts WHERE session_id = ${id}`,
  )
  return rows.map((r) => r.student_id)
}

class StudentsChanged extends Error {
  constructor(readonly studentIds: string[]) {
    super('the students of the class session changed before it was locked')
  }
}

/**
 * Locks a session of the coach for the rest of the transaction (edits of one session queue up)
 * in the lock order of lib/locks.ts: first every student of the session (and `studentIds`, the
 * students the operation adds), sorted by id, then the session's row. The students are read
 * before the session is locked, so they are read again under the lock: when a concurrent edit
 * changed them in between, the locks are undone (savepoint) and taken again with the new set,
 * still in order.
 */
export async function lockClassSession(
  tx: Tx,
  { ownerId, id, studentIds = [] }: { ownerId: string; id: string; studentIds?: string[] },
) {
  let wanted = [...studentIds, ...(await studentsOfClassSession(tx, id))]
  for (;;) {
    try {
      return await tx.transaction(async (sp) => {
        const locked = await lockStudents(sp, { ownerId, studentIds: wanted })
        const rows = await sp
          .select({ id: classSessions.id, date: classSessions.date })
          .from(classSessions)
          .where(and(eq(classSessions.id, id), eq(classSessions.userId, ownerId)))
          .for('update')
        if (!rows.length) throw notFound(msg('session.notFound'))
        const now = await studentsOfClassSession(sp, id)
        if (now.some((s) => !locked.has(s))) throw new StudentsChanged(now)
        return rows[0]!
      })
    } catch (err) {
      if (!(err instanceof StudentsChanged)) throw err
      wanted = [...wanted, ...err.studentIds]
    }
  }
}

/**
 * Locks packages in id order before credits move between them (step 2 of the lock order in
 * lib/locks.ts: the caller already holds the packages' students).
 */
export async function lockPackages(tx: Executor, ids: (string | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()
  if (!unique.length) return
  await tx
    .select({ id: packages.id })
    .from(packages)
    .where(inArray(packages.id, unique))
    .orderBy(packages.id)
    .for('update')
}

export interface ClassSessionContext {
  timeZone: string
  defaultClubId: string | null
}

/**
 * Everything a class write needs to know first, in one statement: the coach's time zone and
 * default club, the students asked for (404 unless all are the coach's; 409 for an inactive
 * one in `requireActive`) and the clubs referenced (404 unless the coach's) — refused in that
 * order. With `lock`, the same statement is step 1 of the lock order (lib/locks.ts): those
 * students and `lock.also` (students the write may touch without naming them, e.g. the rest
 * of a lesson's students) locked by id, `FOR NO KEY UPDATE`, so their rows are read in their
 * latest committed version. Without it the caller holds the students already. The text is
 * the same whatever the number of students and clubs (the lists travel as arrays), so it is
 * prepared once per connection.
 */
export async function loadClassSessionContext(
  tx: Executor,
  {
    ownerId,
    studentIds,
    requireActive,
    clubIds,
    lock,
  }: {
    ownerId: string
    studentIds: readonly string[]
    requireActive: readonly string[]
    clubIds: readonly (string | null)[]
    lock?: { also: readonly string[] }
  },
): Promise<ClassSessionContext> {
  const wantedStudents = new Set(studentIds)
  const read = [...new Set([...studentIds, ...(lock?.also ?? [])])].sort()
  const wantedClubs = [...new Set(clubIds.filter((c): c is string => Boolean(c)))]
  const uuids = (ids: string[]) => `{${ids.join(',')}}`
  const [row] = await rawRows(
    tx,
    z.object({
      tz: col.stringOrNull,
      default_club: col.stringOrNull,
      students: col.jsonArray(z.object({ id: col.string, name: col.string, status: col.string })),
      clubs: col.number,
    }),
    sql`WITH s AS (
          SELECT id, name, status FROM students
          WHERE user_id = ${ownerId} AND id = ANY(${uuids(read)}::uuid[])
          ORDER BY id ${lock ? sql`FOR NO KEY UPDATE` : sql``})
        SELECT (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
          (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club,
          (SELECT json_agg(s) FROM s) AS students,
          (SELECT count(*)::int FROM clubs WHERE user_id = ${ownerId}
             AND id = ANY(${uuids(wantedClubs)}::uuid[])) AS clubs`,
  )
  const students = (row?.students ?? []).filter((s) => wantedStudents.has(s.id))
  if (students.length !== wantedStudents.size) throw notFound(STUDENT_NOT_FOUND)
  if ((row?.clubs ?? 0) !== wantedClubs.length) throw notFound(CLUB_NOT_FOUND)
  const inactive = students.find((s) => requireActive.includes(s.id) && s.status !== 'active')
  if (inactive) {
    throw new AppError(
      'STUDENT_INACTIVE',
      msg('session.studentInactive', { name: inactive.name }),
      409,
    )
  }
  return { timeZone: row?.tz ?? DEFAULT_TIMEZONE, defaultClubId: row?.default_club ?? null }
}
