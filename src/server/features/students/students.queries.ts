import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  ALERT_TYPES,
  CLASSES,
  DEFAULT_TIMEZONE,
  GENDERS,
  STUDENT_STATUSES,
  STUDENT_TYPES,
} from '../../../shared/constants'
import { LANGUAGES } from '../../../shared/domain/locale'
import { PORTUGUESE_TIME_ZONES } from '../../../shared/domain/student-language'
import { owingPackage, paidOf } from '../../lib/money-sql'
import { col, sqlIn } from '../../lib/sql'

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

/**
 * What a student owes: the sum of the balances (price − paid, ≥ 0) of the student's
 * packages, in cents — from the packages with a balance due only (their partial index).
 */
export function balanceDueOf(studentId: SQL, userId: string): SQL {
  return sql`COALESCE((
    SELECT sum(p.price_cents - ${paidOf(sql`p`)}) FROM packages p
    WHERE p.user_id = ${userId} AND p.student_id = ${studentId} AND ${owingPackage(sql`p`)}
  ), 0)::int`
}

/**
 * The students who owe something ('Pagamento pendente'): the students of the packages
 * with a balance due, read from the partial index — as many as owe, not every student.
 * A parenthesized subquery: the list wraps it in ARRAY(...) so the students are fetched by id.
 */
export function studentsWithBalance(userId: string): SQL {
  return sql`(SELECT p.student_id FROM packages p WHERE p.user_id = ${userId} AND ${owingPackage(sql`p`)})`
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

/**
 * The language a student is written to, from `students` aliased `s`: their own, else the
 * language of the coach's country (the rule of shared/domain/student-language.ts, in SQL).
 */
export function studentLanguageOf(userId: string): SQL {
  return sql`coalesce(s.language, CASE WHEN coalesce(
      (SELECT pr.timezone FROM profiles pr WHERE pr.user_id = ${userId}), ${DEFAULT_TIMEZONE})
    IN (${sqlIn(PORTUGUESE_TIME_ZONES)}) THEN 'pt-BR' ELSE 'en' END)`
}

/** Columns of a student row as the API returns them (StudentListItem). */
export function studentColumns(userId: string, today: string): SQL {
  return sql`s.id, s.name, s.email, s.phone, s.gender, s.type, s.classe, s.status, s.notes,
    s.created_at, s.updated_at, ${studentLanguageOf(userId)} AS language,
    ${creditsOf(sql`s.id`, userId, today)} AS credits,
    ${hasOpenAlert(sql`s.id`, userId)} AS has_open_alert,
    ${balanceDueOf(sql`s.id`, userId)} AS balance_due,
    (SELECT ${OPEN_ALERTS_JSON} FROM alerts a WHERE a.user_id = ${userId} AND a.student_id = s.id
      AND NOT a.resolved AND a.dismissed_at IS NULL) AS open_alerts`
}

/** A row of `studentColumns` (and of the list query, which adds `total`), parsed once. */
export const studentRow = z.object({
  id: col.string,
  name: col.string,
  email: col.stringOrNull,
  phone: col.string,
  gender: z.enum(GENDERS),
  type: z.enum(STUDENT_TYPES),
  classe: z.enum(CLASSES),
  status: z.enum(STUDENT_STATUSES),
  notes: col.stringOrNull,
  language: z.enum(LANGUAGES),
  created_at: col.instant,
  updated_at: col.instant,
  credits: col.number,
  balance_due: col.number,
  has_open_alert: col.boolean,
  open_alerts: z
    .preprocess(
      (v) => (typeof v === 'string' ? JSON.parse(v) : v),
      z.array(z.object({ type: z.enum(ALERT_TYPES), message: col.string })).nullable(),
    )
    .optional(),
  total: col.number.optional(),
})
export type StudentRow = z.output<typeof studentRow>
