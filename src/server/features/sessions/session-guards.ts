import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { CLUB_NOT_FOUND } from '../clubs/clubs.service'
import { STUDENT_NOT_FOUND } from '../students/students.service'

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** The coach's students among `ids` (404 if any is not theirs); `requireActive` refuses inactive ones. */
export async function ownedStudents(
  tx: Executor,
  ownerId: string,
  ids: string[],
  requireActive: string[],
) {
  if (!ids.length) return new Map<string, { name: string; status: string }>()
  const rows = await queryRows<{ id: string; name: string; status: string }>(
    tx,
    sql`SELECT id, name, status FROM students WHERE user_id = ${ownerId} AND id IN (${idList(ids)})`,
  )
  if (rows.length !== new Set(ids).size) throw notFound(STUDENT_NOT_FOUND)
  const inactive = rows.find((r) => requireActive.includes(r.id) && r.status !== 'active')
  if (inactive) {
    throw new AppError(
      'STUDENT_INACTIVE',
      `${inactive.name} está inativo e não pode participar de sessões. Reative o aluno no perfil dele.`,
      409,
    )
  }
  return new Map(rows.map((r) => [r.id, { name: r.name, status: r.status }]))
}

/** Every club referenced must be the coach's. */
export async function assertOwnedClubs(tx: Executor, ownerId: string, clubIds: (string | null)[]) {
  const ids = [...new Set(clubIds.filter((c): c is string => Boolean(c)))]
  if (!ids.length) return
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM clubs WHERE user_id = ${ownerId} AND id IN (${idList(ids)})`,
  )
  if (rows.length !== ids.length) throw notFound(CLUB_NOT_FOUND)
}

/** A package of the coach that belongs to this student. */
export async function assertStudentPackage(
  tx: Executor,
  ownerId: string,
  studentId: string,
  packageId: string,
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
export async function lockSession(tx: Executor, ownerId: string, id: string) {
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
