import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionDto } from '../../../shared/schemas/sessions.response'
import type { Executor } from '../../db/client'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { takeOldestCredits } from '../packages/ledger'
import type { NewFeedback } from './session-feedbacks'

const writtenRow = z.object({
  id: col.string,
  date: col.instant,
  created_at: col.instant,
  teacher: col.string,
  notes: col.stringOrNull,
  feedback_id: col.string,
  student_id: col.string,
  student_name: col.string,
  rating: col.number,
  feedback_notes: col.string,
  tags: z.array(z.string()).nullable(),
  club_id: col.stringOrNull,
  club_name: col.stringOrNull,
  package_id: col.stringOrNull,
  package_name: col.stringOrNull,
  package_total_classes: col.numberOrNull,
  package_purchase_date: col.stringOrNull,
  assigned_at: col.instant,
  had_candidate: col.boolean,
})
export type WrittenRow = z.output<typeof writtenRow>

/**
 * One data-modifying statement: the class session, a feedback per student, for each student
 * one credit by the server's rule (the ledger's `takeOldestCredits`: the oldest-purchased
 * package with classes left that is valid on `day`), and the assignments (the package, or
 * none). Returns one row per student, in the order the class is shown (students by folded
 * name, then id), with what the answer needs. Its text is the same whatever the number of
 * students (the list travels as JSON), so it is prepared once per connection under one cached
 * name.
 */
export async function writeClassSession(
  tx: Executor,
  c: {
    ownerId: string
    date: Date
    teacher: string
    notes: string | null | undefined
    day: string
    feedbacks: NewFeedback[]
  },
): Promise<WrittenRow[]> {
  return rawRows(
    tx,
    writtenRow,
    sql`WITH v AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(c.feedbacks)}::json)
            AS v("studentId" uuid, rating int, notes text, tags text[], "clubId" uuid)),
        cs AS (
          INSERT INTO class_sessions (user_id, date, teacher, notes)
          VALUES (${c.ownerId}, ${c.date.toISOString()}::timestamptz, ${c.teacher}, ${c.notes ?? null})
          RETURNING id, date, created_at, teacher, notes),
        fb AS (
          INSERT INTO session_feedbacks (user_id, session_id, student_id, rating, notes, tags, club_id, class_date)
          SELECT ${c.ownerId}, cs.id, v."studentId", v.rating, v.notes, v.tags, v."clubId", cs.date FROM cs, v
          RETURNING id, student_id, rating, notes, tags, club_id),
        ${takeOldestCredits({
          userId: c.ownerId,
          students: sql`SELECT "studentId" FROM v`,
          day: c.day,
          sessionId: sql`(SELECT id FROM cs)`,
          reason: 'session',
        })},
        asg AS (
          INSERT INTO session_package_assignments (user_id, session_id, student_id, package_id, manually_assigned)
          SELECT ${c.ownerId}, cs.id, v."studentId", taken.id, false
          FROM cs, v LEFT JOIN taken ON taken.student_id = v."studentId"
          RETURNING student_id, assigned_at)
        SELECT cs.id, cs.date, cs.created_at, cs.teacher, cs.notes,
          fb.id AS feedback_id, fb.student_id, s.name AS student_name, fb.rating,
          fb.notes AS feedback_notes, fb.tags, fb.club_id, cl.name AS club_name,
          taken.id AS package_id, taken.name AS package_name,
          taken.total_classes AS package_total_classes,
          taken.purchase_date::text AS package_purchase_date, asg.assigned_at,
          EXISTS (SELECT 1 FROM pick WHERE pick.student_id = fb.student_id) AS had_candidate
        FROM cs, fb JOIN students s ON s.id = fb.student_id
        JOIN asg ON asg.student_id = fb.student_id
        LEFT JOIN taken ON taken.student_id = fb.student_id
        LEFT JOIN clubs cl ON cl.id = fb.club_id
        ORDER BY s.name_folded, s.id`,
  )
}

/** The 201 answer from the rows written (a class without a lesson, without voice notes). */
export function classSessionDto(rows: WrittenRow[]): SessionDto {
  const first = rows[0]!
  const feedbacks = rows.map((r) => ({
    studentId: r.student_id,
    studentName: r.student_name,
    rating: r.rating,
    notes: r.feedback_notes,
    tags: r.tags ?? [],
    clubId: r.club_id,
    clubName: r.club_name,
    voiceNotes: [],
  }))
  const assignments = rows.map((r) => ({
    studentId: r.student_id,
    studentName: r.student_name,
    packageId: r.package_id,
    packageName: r.package_name,
    packageTotalClasses: r.package_total_classes,
    packagePurchaseDate: r.package_purchase_date,
    manuallyAssigned: false,
    assignedAt: isoInstant(r.assigned_at),
  }))
  return {
    id: first.id,
    date: isoInstant(first.date),
    createdAt: isoInstant(first.created_at),
    teacher: first.teacher,
    notes: first.notes,
    participants: feedbacks.map((f) => ({ studentId: f.studentId, name: f.studentName })),
    feedbacks,
    assignments,
    unassignedCount: assignments.filter((a) => a.packageId === null).length,
    lesson: null,
  }
}
