import { type SQL, sql } from 'drizzle-orm'
import type {
  SessionAssignmentDto,
  SessionDto,
  SessionFeedbackDto,
  SessionPage,
} from '../../../shared/api-types'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import type { SessionListQuery } from '../../../shared/schemas/session'
import { type Db, type Executor, queryRows } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { coachTimeZone } from '../../lib/coach'
import { containsPattern, folded, foldText } from '../../lib/sql-text'

export const SESSION_NOT_FOUND = 'Sessão não encontrada'

const iso = (v: Date | string) => new Date(v).toISOString()
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Full DTOs for some sessions, in the order given (3 queries whatever the page size). */
export async function loadSessions(
  db: Executor,
  ownerId: string,
  ids: string[],
): Promise<SessionDto[]> {
  if (!ids.length) return []
  const sessions = await queryRows<{
    id: string
    date: Date
    created_at: Date
    teacher: string
    notes: string | null
  }>(
    db,
    sql`SELECT id, date, created_at, teacher, notes FROM class_sessions
        WHERE user_id = ${ownerId} AND id IN (${idList(ids)})`,
  )
  const feedbacks = await queryRows<{
    session_id: string
    student_id: string
    student_name: string
    rating: number
    notes: string
    tags: string[]
    club_id: string | null
    club_name: string | null
  }>(
    db,
    sql`SELECT f.session_id, f.student_id, s.name AS student_name, f.rating, f.notes, f.tags, f.club_id, c.name AS club_name
        FROM session_feedbacks f JOIN students s ON s.id = f.student_id LEFT JOIN clubs c ON c.id = f.club_id
        WHERE f.user_id = ${ownerId} AND f.session_id IN (${idList(ids)})
        ORDER BY ${folded(sql`s.name`)}, s.id`,
  )
  const assignments = await queryRows<{
    session_id: string
    student_id: string
    student_name: string
    package_id: string | null
    package_name: string | null
    total_classes: number | null
    purchase_date: string | null
    manually_assigned: boolean
    assigned_at: Date
  }>(
    db,
    sql`SELECT a.session_id, a.student_id, s.name AS student_name, a.package_id, p.name AS package_name,
          p.total_classes, p.purchase_date::text AS purchase_date, a.manually_assigned, a.assigned_at
        FROM session_package_assignments a JOIN students s ON s.id = a.student_id
        LEFT JOIN packages p ON p.id = a.package_id
        WHERE a.user_id = ${ownerId} AND a.session_id IN (${idList(ids)})
        ORDER BY ${folded(sql`s.name`)}, s.id`,
  )
  const byId = new Map(sessions.map((s) => [s.id, s]))
  return ids.flatMap((id) => {
    const s = byId.get(id)
    if (!s) return []
    const fb: SessionFeedbackDto[] = feedbacks
      .filter((f) => f.session_id === id)
      .map((f) => ({
        studentId: f.student_id,
        studentName: f.student_name,
        rating: Number(f.rating),
        notes: f.notes,
        tags: f.tags ?? [],
        clubId: f.club_id,
        clubName: f.club_name,
      }))
    const as: SessionAssignmentDto[] = assignments
      .filter((a) => a.session_id === id)
      .map((a) => ({
        studentId: a.student_id,
        studentName: a.student_name,
        packageId: a.package_id,
        packageName: a.package_name,
        packageTotalClasses: a.total_classes === null ? null : Number(a.total_classes),
        packagePurchaseDate: a.purchase_date,
        manuallyAssigned: a.manually_assigned,
        assignedAt: iso(a.assigned_at),
      }))
    return [
      {
        id,
        date: iso(s.date),
        createdAt: iso(s.created_at),
        teacher: s.teacher,
        notes: s.notes,
        participants: fb.map((f) => ({ studentId: f.studentId, name: f.studentName })),
        feedbacks: fb,
        assignments: as,
        unassignedCount: as.filter((a) => a.packageId === null).length,
      },
    ]
  })
}

export async function getSession(db: Executor, ownerId: string, id: string): Promise<SessionDto> {
  const [session] = await loadSessions(db, ownerId, [id])
  if (!session) throw notFound(SESSION_NOT_FOUND)
  return session
}

/** Local midnight of a calendar day in the coach's time zone, as an instant. */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${tz}`

/**
 * Session history (spec §2, §5): filtered, sorted newest first and paginated in SQL. Quick
 * periods and custom ranges are days in the coach's time zone.
 */
export async function listSessions(
  db: Db,
  ownerId: string,
  q: SessionListQuery,
): Promise<SessionPage> {
  const tz = await coachTimeZone(db, ownerId)
  const today = todayIn(tz)
  const where: SQL[] = [sql`cs.user_id = ${ownerId}`]
  const range = (from: string | undefined, toInclusive: string | undefined) => {
    if (from) where.push(sql`cs.date >= ${dayStart(from, tz)}`)
    if (toInclusive) where.push(sql`cs.date < ${dayStart(addDaysIso(toInclusive, 1), tz)}`)
  }
  if (q.period === 'today') range(today, today)
  else if (q.period === 'yesterday') range(addDaysIso(today, -1), addDaysIso(today, -1))
  else if (q.period === '7days') range(addDaysIso(today, -6), today)
  else if (q.period === '30days') range(addDaysIso(today, -29), today)
  else range(q.from, q.to)

  if (q.unassigned) {
    where.push(sql`EXISTS (SELECT 1 FROM session_package_assignments a
      WHERE a.user_id = ${ownerId} AND a.session_id = cs.id AND a.package_id IS NULL)`)
  }
  const term = q.q?.trim()
  if (term) {
    const pattern = containsPattern(foldText(term))
    where.push(sql`(
      ${folded(sql`coalesce(cs.notes, '')`)} LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM session_feedbacks f JOIN students s ON s.id = f.student_id
        WHERE f.user_id = ${ownerId} AND f.session_id = cs.id
          AND (${folded(sql`s.name`)} LIKE ${pattern} OR ${folded(sql`f.notes`)} LIKE ${pattern})))`)
  }

  const filter = sql.join(where, sql` AND `)
  const page = await queryRows<{ id: string }>(
    db,
    sql`SELECT cs.id FROM class_sessions cs WHERE ${filter}
        ORDER BY cs.date DESC NULLS LAST, cs.id DESC NULLS LAST
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  )
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM class_sessions cs WHERE ${filter}`,
  )
  const filtered = where.length > 1
  const [all] = filtered
    ? await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM class_sessions WHERE user_id = ${ownerId}`,
      )
    : [count]
  return {
    items: await loadSessions(
      db,
      ownerId,
      page.map((r) => r.id),
    ),
    total: Number(count?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    unfilteredTotal: Number(all?.n ?? 0),
  }
}
