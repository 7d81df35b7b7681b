import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionDto } from '../../../shared/api-types'
import { DEFAULT_TIMEZONE } from '../../../shared/constants'
import type { Executor } from '../../db/client'
import { AppError, CLUB_NOT_FOUND, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { validOn } from '../packages/ledger'

/**
 * The two statements of a class registration without a lesson (issue 16: 13 round trips
 * became 7). Each text is the same whatever the number of students (the lists travel as JSON
 * or arrays), so it is prepared once per connection under one cached name.
 */

/**
 * Step 1 of the lock order (lib/locks.ts) and the context, in one statement: the students
 * locked by id (`FOR NO KEY UPDATE`, whose rows are read in their latest committed version),
 * the coach's time zone and default club, and the clubs named. Same refusals, in the same
 * order, as `loadClassSessionContext`.
 */
export async function lockAndLoadContext(
  tx: Executor,
  { ownerId, studentIds, clubIds }: { ownerId: string; studentIds: string[]; clubIds: string[] },
) {
  const wantedStudents = [...new Set(studentIds)].sort()
  const wantedClubs = [...new Set(clubIds)]
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
          WHERE user_id = ${ownerId} AND id = ANY(${`{${wantedStudents.join(',')}}`}::uuid[])
          ORDER BY id FOR NO KEY UPDATE)
        SELECT (SELECT timezone FROM profiles WHERE user_id = ${ownerId}) AS tz,
          (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club,
          (SELECT json_agg(s) FROM s) AS students,
          (SELECT count(*)::int FROM clubs WHERE user_id = ${ownerId}
             AND id = ANY(${`{${wantedClubs.join(',')}}`}::uuid[])) AS clubs`,
  )
  const students = row?.students ?? []
  if (students.length !== wantedStudents.length) throw notFound(STUDENT_NOT_FOUND)
  if ((row?.clubs ?? 0) !== wantedClubs.length) throw notFound(CLUB_NOT_FOUND)
  const inactive = students.find((s) => s.status !== 'active')
  if (inactive) {
    throw new AppError(
      'STUDENT_INACTIVE',
      `${inactive.name} está inativo e não pode participar de sessões. Reative o aluno no perfil dele.`,
      409,
    )
  }
  return { timeZone: row?.tz ?? DEFAULT_TIMEZONE, defaultClubId: row?.default_club ?? null }
}

export interface NewFeedback {
  studentId: string
  rating: number
  notes: string
  tags: string[]
  clubId: string | null
}

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
 * Step 2 in one data-modifying statement: the class session, a feedback per student, for each
 * student one credit from the oldest-purchased package with classes left that is valid on
 * `day` (the package decremented and the movement written to the ledger), and the
 * assignments (the package, or none). Returns one row per student, in the order the class is
 * shown (students by folded name, then id), with what the answer needs.
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
        pick AS (
          SELECT DISTINCT ON (student_id) id, student_id FROM packages
          WHERE user_id = ${c.ownerId} AND student_id IN (SELECT "studentId" FROM v)
            AND remaining_classes > 0 AND ${validOn(c.day)}
          ORDER BY student_id, purchase_date, created_at, id),
        taken AS (
          UPDATE packages p SET remaining_classes = p.remaining_classes - 1, updated_at = now()
          FROM pick WHERE p.id = pick.id AND p.remaining_classes > 0
          RETURNING p.id, p.student_id, p.name, p.total_classes, p.purchase_date),
        led AS (
          INSERT INTO credit_movements (user_id, package_id, student_id, session_id, delta, reason)
          SELECT ${c.ownerId}, taken.id, taken.student_id, cs.id, -1, 'session' FROM taken, cs),
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
