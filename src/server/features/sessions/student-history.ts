import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { LIMITS } from '../../../shared/constants'
import type { Page } from '../../../shared/schemas/common.response'
import type {
  StudentFeedbacksPage,
  StudentSessionDto,
} from '../../../shared/schemas/sessions.response'
import type { Db } from '../../db/client'
import { classSessions, sessionFeedbacks } from '../../db/schema/sessions'
import { students } from '../../db/schema/students'
import { notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { col, isoInstant, nullableNumber, rawRows } from '../../lib/sql'
import { loadFeedbackVoiceNotes } from '../voice-notes/voice-note-dto'

async function assertStudent(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
) {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
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
  // raw SQL: one page with each class's other participants (json_agg) and the window count
  const rows = await rawRows(
    db,
    z.object({
      session_id: col.string,
      date: col.instant,
      created_at: col.instant,
      teacher: col.string,
      package_id: col.stringOrNull,
      package_name: col.stringOrNull,
      others: z.array(z.object({ studentId: col.string, name: col.string })).nullable(),
      total: col.number,
    }),
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
      date: isoInstant(r.date),
      createdAt: isoInstant(r.created_at),
      teacher: r.teacher,
      packageId: r.package_id,
      packageName: r.package_name,
      otherParticipants: r.others ?? [],
    })),
    total: rows[0]?.total ?? (await countFeedbacks(db, { ownerId, studentId })),
    page,
    pageSize,
  }
}

async function countFeedbacks(
  db: Db,
  { ownerId, studentId }: { ownerId: string; studentId: string },
) {
  return db.$count(
    sessionFeedbacks,
    and(eq(sessionFeedbacks.userId, ownerId), eq(sessionFeedbacks.studentId, studentId)),
  )
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
  const ofStudent = and(
    eq(sessionFeedbacks.userId, ownerId),
    eq(sessionFeedbacks.studentId, studentId),
  )
  const [summary] = await db
    .select({
      n: sql`count(*)::int`.mapWith(Number),
      average: sql`round(avg(${sessionFeedbacks.rating})::numeric, 1)::float8`.mapWith(
        nullableNumber,
      ),
    })
    .from(sessionFeedbacks)
    .where(ofStudent)
  // raw SQL: tags counted over unnest(tags)
  const tags = await rawRows(
    db,
    z.object({ tag: col.string, count: col.number }),
    sql`SELECT tag, count(*)::int AS count
        FROM session_feedbacks, unnest(tags) AS tag
        WHERE user_id = ${ownerId} AND student_id = ${studentId}
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${LIMITS.topTagsComputed}`,
  )
  const rows = await db
    .select({
      id: sessionFeedbacks.id,
      sessionId: sessionFeedbacks.sessionId,
      date: classSessions.date,
      rating: sessionFeedbacks.rating,
      notes: sessionFeedbacks.notes,
      tags: sessionFeedbacks.tags,
    })
    .from(sessionFeedbacks)
    .innerJoin(classSessions, eq(classSessions.id, sessionFeedbacks.sessionId))
    .where(ofStudent)
    .orderBy(desc(classSessions.date), desc(classSessions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  // the page's voice notes: one statement
  const notes = await loadFeedbackVoiceNotes(
    db,
    ownerId,
    rows.map((r) => r.id),
  )
  return {
    items: rows.map((r) => ({
      sessionId: r.sessionId,
      date: isoInstant(r.date),
      rating: r.rating,
      notes: r.notes,
      tags: r.tags ?? [],
      voiceNotes: notes.get(r.id) ?? [],
    })),
    total: summary?.n ?? 0,
    page,
    pageSize,
    averageRating: summary?.average ?? null,
    topTags: tags,
  }
}
