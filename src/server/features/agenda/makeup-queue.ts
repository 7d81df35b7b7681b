import { eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { holdsPlace } from '../../../shared/domain/makeup-places'
import type { Executor } from '../../db/client'
import { lessonStudents } from '../../db/schema/agenda'
import { col, rawRows, sqlIn } from '../../lib/sql'

/**
 * What the places open to make-ups are decided from (decision 0024): the make-ups a student is
 * owed and has no lesson planned for, and the waitlist of a lesson. Below the use cases: it
 * imports none of them.
 */

/**
 * The owed lessons of `student` (an expression naming a student id) with no make-up planned for
 * them yet: 'teacher_cancelled' / 'rain' and no lesson linked as its reposição — the dashboard's
 * 'Reposições a agendar' rule, for one student.
 */
const owedNotPlanned = (ownerId: string, student: SQL) =>
  sql`SELECT ls.lesson_id FROM lesson_students ls
    WHERE ls.user_id = ${ownerId} AND ls.student_id = ${student}
      AND ls.outcome IN ('teacher_cancelled', 'rain')
      AND NOT EXISTS (SELECT 1 FROM lesson_students ms
        WHERE ms.makeup_of = ls.lesson_id AND ms.student_id = ls.student_id)`

/**
 * The student's standing for a make-up: whether they are an active student of the coach's, and
 * the owed lessons with no make-up planned, oldest first (a booking makes up for the oldest).
 */
export async function owedMakeups(
  db: Executor,
  { ownerId, studentId }: { ownerId: string; studentId: string },
): Promise<{ active: boolean; owed: string[] }> {
  // raw SQL: the student's status and their owed lessons by date, in one statement
  const [row] = await rawRows(
    db,
    z.object({ status: col.stringOrNull, owed: col.jsonArray(col.string) }),
    sql`SELECT (SELECT status FROM students WHERE id = ${studentId} AND user_id = ${ownerId}) AS status,
      (SELECT json_agg(o.id ORDER BY o.starts_at, o.id) FROM lessons o
        WHERE o.id IN (${owedNotPlanned(ownerId, sql`${studentId}`)})) AS owed`,
  )
  return { active: row?.status === 'active', owed: row?.owed ?? [] }
}

/**
 * The waitlist of each lesson, in the order of request, counting only who is still waiting for
 * a place: an active student, not in the lesson, still owed a make-up with none planned.
 */
export async function waitingQueues(
  db: Executor,
  { ownerId, lessonIds }: { ownerId: string; lessonIds: string[] },
): Promise<Map<string, string[]>> {
  const queues = new Map<string, string[]>()
  if (!lessonIds.length) return queues
  const rows = await rawRows(
    db,
    z.object({ lesson_id: col.string, student_id: col.string }),
    sql`SELECT w.lesson_id, w.student_id FROM makeup_waitlist w
      JOIN students st ON st.id = w.student_id AND st.status = 'active'
      WHERE w.user_id = ${ownerId} AND w.lesson_id IN (${sqlIn(lessonIds)})
        AND NOT EXISTS (SELECT 1 FROM lesson_students x
          WHERE x.lesson_id = w.lesson_id AND x.student_id = w.student_id)
        AND EXISTS (${owedNotPlanned(ownerId, sql`w.student_id`)})
      ORDER BY w.created_at, w.id`,
  )
  for (const r of rows) queues.set(r.lesson_id, [...(queues.get(r.lesson_id) ?? []), r.student_id])
  return queues
}

/** How many students hold a place in the lesson row (holdsPlace: no absence recorded). */
export async function holdingCount(db: Executor, lessonId: string): Promise<number> {
  const lines = await db
    .select({ outcome: lessonStudents.outcome })
    .from(lessonStudents)
    .where(eq(lessonStudents.lessonId, lessonId))
  return lines.filter((l) => holdsPlace(l.outcome)).length
}
