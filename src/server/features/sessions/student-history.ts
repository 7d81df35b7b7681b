import { sql } from 'drizzle-orm'
import type { Page, StudentFeedbacksPage, StudentSessionDto } from '../../../shared/api-types'
import { LIMITS } from '../../../shared/constants'
import { type Db, queryRows } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { STUDENT_NOT_FOUND } from '../students/students.service'

async function assertStudent(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM students WHERE id = ${studentId} AND user_id = ${ownerId}`,
  )
  if (!rows.length) throw notFound(STUDENT_NOT_FOUND)
}

/** The student profile's Aulas tab: the student's classes, newest first, paged in SQL. */
export async function listStudentSessions(
  db: Db,
  {
    ownerId,
    studentId,
    page,
    pageSize,
  }: { ownerId: string; studentId: string; page: number; pageSize: number },
): Promise<Page<StudentSessionDto>> {
  await assertStudent(db, { ownerId, studentId })
  const rows = await queryRows<{
    session_id: string
    date: Date
    created_at: Date
    teacher: string
    package_id: string | null
    package_name: string | null
    others: { studentId: string; name: string }[] | null
    total: number
  }>(
    db,
    sql`SELECT c.id AS session_id, c.date, c.created_at, c.teacher, a.package_id, p.name AS package_name,
          (SELECT json_agg(json_build_object('studentId', s.id, 'name', s.name) ORDER BY s.name)
             FROM session_feedbacks o JOIN students s ON s.id = o.student_id
             WHERE o.session_id = c.id AND o.student_id <> ${studentId}) AS others,
          count(*) OVER ()::int AS total
        FROM session_feedbacks f
        JOIN class_sessions c ON c.id = f.session_id
        LEFT JOIN session_package_assignments a ON a.session_id = c.id AND a.student_id = f.student_id
        LEFT JOIN packages p ON p.id = a.package_id
        WHERE f.user_id = ${ownerId} AND f.student_id = ${studentId}
        ORDER BY c.date DESC, c.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  )
  return {
    items: rows.map((r) => ({
      sessionId: r.session_id,
      date: new Date(r.date).toISOString(),
      createdAt: new Date(r.created_at).toISOString(),
      teacher: r.teacher,
      packageId: r.package_id,
      packageName: r.package_name,
      otherParticipants: r.others ?? [],
    })),
    total: Number(rows[0]?.total ?? (await countFeedbacks(db, { ownerId, studentId }))),
    page,
    pageSize,
  }
}

async function countFeedbacks(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
) {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM session_feedbacks WHERE user_id = ${ownerId} AND student_id = ${studentId}`,
  )
  return r?.n ?? 0
}

/** The Feedbacks tab: average, count, most used tags (top 5) and the feedback history. */
export async function listStudentFeedbacks(
  db: Db,
  {
    ownerId,
    studentId,
    page,
    pageSize,
  }: { ownerId: string; studentId: string; page: number; pageSize: number },
): Promise<StudentFeedbacksPage> {
  await assertStudent(db, { ownerId, studentId })
  const [summary] = await queryRows<{ n: number; average: number | null }>(
    db,
    sql`SELECT count(*)::int AS n, round(avg(rating)::numeric, 1)::float8 AS average
        FROM session_feedbacks WHERE user_id = ${ownerId} AND student_id = ${studentId}`,
  )
  const tags = await queryRows<{ tag: string; count: number }>(
    db,
    sql`SELECT tag, count(*)::int AS count
        FROM session_feedbacks, unnest(tags) AS tag
        WHERE user_id = ${ownerId} AND student_id = ${studentId}
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${LIMITS.topTagsComputed}`,
  )
  const rows = await queryRows<{
    session_id: string
    date: Date
    rating: number
    notes: string
    tags: string[]
  }>(
    db,
    sql`SELECT f.session_id, c.date, f.rating, f.notes, f.tags
        FROM session_feedbacks f JOIN class_sessions c ON c.id = f.session_id
        WHERE f.user_id = ${ownerId} AND f.student_id = ${studentId}
        ORDER BY c.date DESC, c.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  )
  return {
    items: rows.map((r) => ({
      sessionId: r.session_id,
      date: new Date(r.date).toISOString(),
      rating: Number(r.rating),
      notes: r.notes,
      tags: r.tags ?? [],
    })),
    total: Number(summary?.n ?? 0),
    page,
    pageSize,
    averageRating:
      summary?.average === null || summary?.average === undefined ? null : Number(summary.average),
    topTags: tags.map((t) => ({ tag: t.tag, count: Number(t.count) })),
  }
}
