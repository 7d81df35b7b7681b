import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import type { Executor, Tx } from '../../db/client'
import { packages } from '../../db/schema/packages'
import { classSessions } from '../../db/schema/sessions'
import { AppError, CLUB_NOT_FOUND, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { lockStudents } from '../../lib/locks'
import { col, rawRows, sqlIn } from '../../lib/sql'

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
  if (!rows.length) throw notFound('Pacote não encontrado')
}

export const noCredits = () =>
  new AppError('PACKAGE_NO_CREDITS', 'Pacote sem créditos disponíveis', 409)

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
        if (!rows.length) throw notFound('Sessão não encontrada')
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
  students: Map<string, { name: string; status: string }>
}

/**
 * Everything a session write needs to know first, in one round trip: the coach's time zone
 * and default club, the students asked for (404 unless all are the coach's; 409 for an
 * inactive one in `requireActive`) and the clubs referenced (404 unless the coach's).
 */
export async function loadClassSessionContext(
  tx: Executor,
  {
    ownerId,
    studentIds,
    requireActive,
    clubIds,
  }: { ownerId: string; studentIds: string[]; requireActive: string[]; clubIds: (string | null)[] },
): Promise<ClassSessionContext> {
  const wantedStudents = [...new Set(studentIds)]
  const wantedClubs = [...new Set(clubIds.filter((c): c is string => Boolean(c)))]
  // raw SQL: four lookups in one round trip (every session write starts here)
  const [row] = await rawRows(
    tx,
    z.object({
      tz: col.stringOrNull,
      default_club: col.stringOrNull,
      students: z
        .array(z.object({ id: col.string, name: col.string, status: col.string }))
        .nullable(),
      clubs: col.number,
    }),
    sql`SELECT
      (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
      (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club,
      ${
        wantedStudents.length
          ? sql`(SELECT json_agg(json_build_object('id', id, 'name', name, 'status', status))
                 FROM students WHERE user_id = ${ownerId} AND id IN (${sqlIn(wantedStudents)}))`
          : sql`NULL`
      } AS students,
      ${
        wantedClubs.length
          ? sql`(SELECT count(*)::int FROM clubs WHERE user_id = ${ownerId} AND id IN (${sqlIn(wantedClubs)}))`
          : sql`0`
      } AS clubs`,
  )
  const students = row?.students ?? []
  if (students.length !== wantedStudents.length) throw notFound(STUDENT_NOT_FOUND)
  if ((row?.clubs ?? 0) !== wantedClubs.length) throw notFound(CLUB_NOT_FOUND)
  const inactive = students.find((s) => requireActive.includes(s.id) && s.status !== 'active')
  if (inactive) {
    throw new AppError(
      'STUDENT_INACTIVE',
      `${inactive.name} está inativo e não pode participar de sessões. Reative o aluno no perfil dele.`,
      409,
    )
  }
  return {
    timeZone: row?.tz ?? DEFAULT_TIMEZONE,
    defaultClubId: row?.default_club ?? null,
    students: new Map(students.map((s) => [s.id, { name: s.name, status: s.status }])),
  }
}
