import { type SQL, sql } from 'drizzle-orm'
import type { StudentAlertSummary } from '../../../shared/api-types'

/**
 * A package that counts for credits on `today` (spec §4 Package status): classes left and
 * not past expiry. The one definition both the list and the single student use.
 */
export function activePackage(today: string): SQL {
  return sql`remaining_classes > 0 AND expiry_date >= ${today}::date`
}

/** A student's credits (spec §3 total credits): remaining classes over active packages. */
export function creditsOf(studentId: SQL, userId: string, today: string): SQL {
  return sql`COALESCE((
    SELECT sum(remaining_classes) FROM packages
    WHERE user_id = ${userId} AND student_id = ${studentId} AND ${activePackage(today)}
  ), 0)::int`
}

/** Whether a student has an unresolved alert (the red icon of the students list). */
export function hasOpenAlert(studentId: SQL, userId: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM alerts a WHERE a.user_id = ${userId} AND a.student_id = ${studentId} AND NOT a.resolved
      AND a.dismissed_at IS NULL
  )`
}

/** The student's open alerts as JSON, newest first, from rows of `alerts` aliased `a`. */
export const OPEN_ALERTS_JSON = sql`json_agg(json_build_object('type', a.type, 'message', a.message)
  ORDER BY a.created_at DESC, a.id DESC)`

/** Columns of a student row as the API returns them (StudentListItem). */
export function studentColumns(userId: string, today: string): SQL {
  return sql`s.id, s.name, s.email, s.phone, s.gender, s.type, s.classe, s.status, s.notes,
    s.created_at, s.updated_at,
    ${creditsOf(sql`s.id`, userId, today)} AS credits,
    ${hasOpenAlert(sql`s.id`, userId)} AS has_open_alert,
    (SELECT ${OPEN_ALERTS_JSON} FROM alerts a WHERE a.user_id = ${userId} AND a.student_id = s.id
      AND NOT a.resolved AND a.dismissed_at IS NULL) AS open_alerts`
}

export interface StudentRow {
  id: string
  name: string
  email: string | null
  phone: string
  gender: string
  type: string
  classe: string
  status: string
  notes: string | null
  created_at: Date | string
  updated_at: Date | string
  credits: number
  has_open_alert: boolean
  open_alerts?: StudentAlertSummary[] | string | null
  total?: number
}

export const iso = (value: Date | string) => new Date(value).toISOString()
