import { sql } from 'drizzle-orm'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import { type Executor, queryRows } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { CLUB_NOT_FOUND } from '../clubs/clubs.service'
import { STUDENT_NOT_FOUND } from '../students/students.service'

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** A package of the coach that belongs to this student. */
export async function assertStudentPackage(
  tx: Executor,
  { ownerId, studentId, packageId }: { ownerId: string; studentId: string; packageId: string },
) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM packages WHERE id = ${packageId} AND user_id = ${ownerId} AND student_id = ${studentId}`,
  )
  if (!rows.length) throw notFound('Pacote não encontrado')
}

export const noCredits = () =>
  new AppError('PACKAGE_NO_CREDITS', 'Pacote sem créditos disponíveis', 409)

/** Locks a session of the coach for the rest of the transaction (edits of one session queue up). */
export async function lockSession(tx: Executor, { ownerId, id }: { ownerId: string; id: string }) {
  const rows = await queryRows<{ id: string; date: Date }>(
    tx,
    sql`SELECT id, date FROM class_sessions WHERE id = ${id} AND user_id = ${ownerId} FOR UPDATE`,
  )
  if (!rows.length) throw notFound('Sessão não encontrada')
  return rows[0]!
}

/**
 * Locks packages in id order before credits move between them, so two edits moving credits
 * in opposite directions queue up instead of deadlocking.
 */
export async function lockPackages(tx: Executor, ids: (string | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()
  if (!unique.length) return
  await tx.execute(
    sql`SELECT id FROM packages WHERE id IN (${idList(unique)}) ORDER BY id FOR UPDATE`,
  )
}

export interface SessionContext {
  timeZone: string
  defaultClubId: string | null
  students: Map<string, { name: string; status: string }>
}

/**
 * Everything a session write needs to know first, in one round trip: the coach's time zone
 * and default club, the students asked for (404 unless all are the coach's; 409 for an
 * inactive one in `requireActive`) and the clubs referenced (404 unless the coach's).
 */
export async function loadSessionContext(
  tx: Executor,
  {
    ownerId,
    studentIds,
    requireActive,
    clubIds,
  }: { ownerId: string; studentIds: string[]; requireActive: string[]; clubIds: (string | null)[] },
): Promise<SessionContext> {
  const wantedStudents = [...new Set(studentIds)]
  const wantedClubs = [...new Set(clubIds.filter((c): c is string => Boolean(c)))]
  const [row] = await queryRows<{
    tz: string | null
    default_club: string | null
    students: { id: string; name: string; status: string }[] | null
    clubs: number
  }>(
    tx,
    sql`SELECT
      (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
      (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club,
      ${
        wantedStudents.length
          ? sql`(SELECT json_agg(json_build_object('id', id, 'name', name, 'status', status))
                 FROM students WHERE user_id = ${ownerId} AND id IN (${idList(wantedStudents)}))`
          : sql`NULL`
      } AS students,
      ${
        wantedClubs.length
          ? sql`(SELECT count(*)::int FROM clubs WHERE user_id = ${ownerId} AND id IN (${idList(wantedClubs)}))`
          : sql`0`
      } AS clubs`,
  )
  const students = row?.students ?? []
  if (students.length !== wantedStudents.length) throw notFound(STUDENT_NOT_FOUND)
  if (Number(row?.clubs ?? 0) !== wantedClubs.length) throw notFound(CLUB_NOT_FOUND)
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
