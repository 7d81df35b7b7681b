import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ANONYMIZED_NAME, ANONYMIZED_PHONE } from '../../../shared/constants'
import { shortId } from '../../../shared/domain/package-status'
import { normalizePhone, phoneDigits } from '../../../shared/domain/phone'
import { msg } from '../../../shared/messages'
import type {
  StudentListQuery,
  studentCreateSchema,
  studentUpdateSchema,
} from '../../../shared/schemas/student'
import type {
  PackageSummary,
  RecentSession,
  StudentDetail,
  StudentListItem,
  StudentPage,
} from '../../../shared/schemas/students.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { alerts } from '../../db/schema/alerts'
import { packages } from '../../db/schema/packages'
import { paymentRemovals, payments } from '../../db/schema/payments'
import { classSessions, sessionFeedbacks } from '../../db/schema/sessions'
import { sharedItems, studentPageLinks } from '../../db/schema/student-pages'
import { students } from '../../db/schema/students'
import { AppError, notFound, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { coachToday } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { balanceSql, paidOf, paymentStatusSql } from '../../lib/money-sql'
import { col, isoInstant, rawRows, sqlIn } from '../../lib/sql'
import { containsPattern, foldText } from '../../lib/sql-text'
import { leaveFutureLessons, lockAgenda } from '../agenda/agenda-students'
import { type FlushMedia, queuedMediaDeletions } from '../voice-notes/feedback-notes'
import { assertNoDuplicateStudent } from './student-duplicates'
import {
  activePackage,
  balanceDueOf,
  creditsOf,
  hasOpenAlert,
  OPEN_ALERTS_JSON,
  type StudentRow,
  studentColumns,
  studentLanguageOf,
  studentRow,
  studentsWithBalance,
} from './students.queries'

/**
 * PUBLIC MODULE of the students feature: the one file of it other features may import (the
 * dashboard lists its newest students through listStudents).
 */

type CreateInput = z.output<typeof studentCreateSchema>
type UpdateInput = z.output<typeof studentUpdateSchema>

function toItem(row: StudentRow): StudentListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    type: row.type,
    classe: row.classe,
    status: row.status,
    notes: row.notes,
    language: row.language,
    credits: row.credits,
    hasOpenAlert: row.has_open_alert,
    openAlerts: row.open_alerts ?? [],
    createdAt: isoInstant(row.created_at),
    balanceDueCents: row.balance_due,
  }
}

/**
 * Students list (spec §5 filters, all AND): filtered and paged in SQL over the index of names
 * (students_user_name_id_idx); credits, balance due and open alerts are computed for the
 * page's rows only. The first page is counted only when it cannot tell the total; a
 * later page is counted first, then read from the nearer end of the index.
 */
export async function listStudents(
  db: Db,
  ownerId: string,
  q: StudentListQuery,
): Promise<StudentPage> {
  const today = await coachToday(db, ownerId)
  const filters: SQL[] = []
  const term = q.q?.trim()
  if (term) {
    const pattern = containsPattern(foldText(term))
    const digits = phoneDigits(term)
    // a phone is searched only when the term looks like one (no letters)
    const looksLikePhone = digits.length >= 2 && !/\p{L}/u.test(term)
    const byPhone = looksLikePhone ? sql` OR s.phone LIKE ${containsPattern(digits)}` : sql``
    filters.push(
      sql`(s.name_folded LIKE ${pattern} OR coalesce(s.email, '') LIKE ${pattern}${byPhone})`,
    )
  }
  if (q.gender) filters.push(sql`s.gender = ${q.gender}`)
  if (q.type) filters.push(sql`s.type = ${q.type}`)
  if (q.status) filters.push(sql`s.status = ${q.status}`)
  if (q.classes.length) {
    filters.push(sql`s.classe IN (${sqlIn(q.classes)})`)
  }
  // the students who owe, as an array the primary key is probed with: the page and its total
  // read as many students as owe, not the index of names until 16 of them turn up
  if (q.payment === 'pending') {
    filters.push(sql`s.id = ANY (ARRAY${studentsWithBalance(ownerId)})`)
  }
  // 'Com alertas': the red icon's rule (open and not dismissed), on the caller's alerts only
  if (q.alerts === 'open') filters.push(hasOpenAlert(sql`s.id`, ownerId))
  // the credit filters: one grouped pass over the coach's active packages (a hashed set)
  const active = sql`SELECT p.student_id FROM packages p WHERE p.user_id = ${ownerId} AND ${activePackage(today)}`
  if (q.creditsZero) filters.push(sql`s.id NOT IN (${active})`)
  else if (q.creditsEnding) {
    filters.push(sql`s.id IN (${active} GROUP BY p.student_id HAVING sum(p.remaining_classes) = 1)`)
  }
  const where = sql.join([sql`s.user_id = ${ownerId}`, ...filters], sql` AND `)
  const offset = (q.page - 1) * q.pageSize
  /** The totals, from the index of names (and the partial index of the packages owed when
   * filtered by it); `known` when the page told it. */
  const count = async (known?: number) => {
    const [row] = await rawRows(
      db,
      z.object({ n: col.number, unfiltered: col.numberOrNull }),
      sql`SELECT ${known !== undefined ? sql`${known}` : sql`(SELECT count(*) FROM students s WHERE ${where})`}::int AS n,
        ${filters.length ? sql`(SELECT count(*) FROM students s WHERE s.user_id = ${ownerId})` : sql`NULL`}::int AS unfiltered`,
    )
    const total = row?.n ?? 0
    return { total, all: row?.unfiltered ?? total }
  }
  const page = (order: SQL, limit: number, skip: number) =>
    studentRows(
      db,
      ownerId,
      today,
      sql`SELECT s.id, s.name_folded FROM students s WHERE ${where}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`,
    )
  const forward = sql`s.name_folded, s.id`
  const answer = (rows: Awaited<ReturnType<typeof page>>, total: number, all: number) => ({
    items: rows.map(toItem),
    total,
    page: q.page,
    pageSize: q.pageSize,
    unfilteredTotal: all,
  })

  if (offset === 0) {
    // the first page reads the index of names from its start; a page that is not full tells
    // the total, otherwise count
    const rows = await page(forward, q.pageSize, 0)
    const known = rows.length < q.pageSize ? rows.length : undefined
    const { total, all } =
      known !== undefined && !filters.length ? { total: known, all: known } : await count(known)
    return answer(rows, total, all)
  }
  // a later page: counted first, then read from the end of the index of names nearer to it —
  // the last pages of 5,000 students skip a few entries backwards, not thousands forwards
  const { total, all } = await count()
  const take = Math.min(q.pageSize, total - offset)
  const fromEnd = total - offset - take
  const rows =
    take <= 0
      ? []
      : fromEnd < offset
        ? await page(sql`s.name_folded DESC, s.id DESC`, take, fromEnd)
        : await page(forward, q.pageSize, offset)
  return answer(rows, total, all)
}

/**
 * Students of the coach by id (the dashboard's newest), as the list shows them, in the order
 * of `ids`.
 */
export async function listStudentsByIds(
  db: Db,
  ownerId: string,
  ids: string[],
  today: string,
): Promise<StudentListItem[]> {
  if (!ids.length) return []
  const rows = await studentRows(
    db,
    ownerId,
    today,
    sql`SELECT s.id, s.name_folded FROM students s
      WHERE s.user_id = ${ownerId} AND s.id IN (${sqlIn(ids)})`,
  )
  const byId = new Map(rows.map((r) => [r.id, toItem(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The list's rows for the students `page` selects (`id, name_folded`, at most a page): their
 * credits, balance due and open alerts computed for those rows only (LATERAL, by index).
 */
function studentRows(db: Executor, ownerId: string, today: string, page: SQL) {
  // raw SQL: the page first, then one indexed look-up per row and aggregate
  return rawRows(
    db,
    studentRow,
    sql`SELECT s.id, s.name, s.email, s.phone, s.gender, s.type, s.classe, s.status, s.notes,
        s.created_at, s.updated_at, ${studentLanguageOf(ownerId)} AS language, c.credits, b.balance_due,
        (oa.alerts IS NOT NULL) AS has_open_alert, oa.alerts AS open_alerts
      FROM (${page}) page
      JOIN students s ON s.id = page.id
      CROSS JOIN LATERAL (SELECT ${creditsOf(sql`s.id`, ownerId, today)} AS credits) c
      CROSS JOIN LATERAL (SELECT ${balanceDueOf(sql`s.id`, ownerId)} AS balance_due) b
      LEFT JOIN LATERAL (
        SELECT ${OPEN_ALERTS_JSON} AS alerts FROM alerts a
        WHERE a.user_id = ${ownerId} AND a.student_id = s.id AND NOT a.resolved AND a.dismissed_at IS NULL
      ) oa ON true
      ORDER BY page.name_folded, page.id`,
  )
}

async function findRow(
  db: Executor,
  { ownerId, id }: { ownerId: string; id: string },
  today: string,
): Promise<StudentRow> {
  const [row] = await rawRows(
    db,
    studentRow,
    sql`SELECT ${studentColumns(ownerId, today)} FROM students s WHERE s.id = ${id} AND s.user_id = ${ownerId}`,
  )
  if (!row) throw notFound(STUDENT_NOT_FOUND)
  return row
}

/** The profile header and the Resumo tab (spec §2 Student profile). */
export async function getStudent(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<StudentDetail> {
  const today = await coachToday(db, ownerId)
  const row = await findRow(db, { ownerId, id }, today)
  // raw SQL: three aggregates over three tables in one round trip
  const [stats] = await rawRows(
    db,
    z.object({
      sessions_count: col.number,
      revenue: col.number,
      average: col.numberOrNull,
      overdue: col.number,
    }),
    sql`
    SELECT
      (SELECT count(*)::int FROM session_feedbacks f WHERE f.user_id = ${ownerId} AND f.student_id = ${id}) AS sessions_count,
      (SELECT coalesce(sum(price_cents), 0)::int FROM packages p WHERE p.user_id = ${ownerId} AND p.student_id = ${id}) AS revenue,
      (SELECT coalesce(sum(${balanceSql(sql`m.price_cents`, sql`m.paid`)}) FILTER (WHERE ${paymentStatusSql(
        { price: sql`m.price_cents`, paid: sql`m.paid`, dueDate: sql`m.due_date` },
        today,
      )} = 'overdue'), 0)::int
        FROM (SELECT p.price_cents, p.due_date, ${paidOf()} AS paid FROM packages p
              WHERE p.user_id = ${ownerId} AND p.student_id = ${id}) m) AS overdue,
      (SELECT round(avg(rating)::numeric, 1)::float8 FROM session_feedbacks f WHERE f.user_id = ${ownerId} AND f.student_id = ${id}) AS average`,
  )

  const recent = await db
    .select({
      sessionId: classSessions.id,
      date: classSessions.date,
      rating: sessionFeedbacks.rating,
    })
    .from(sessionFeedbacks)
    .innerJoin(classSessions, eq(classSessions.id, sessionFeedbacks.sessionId))
    .where(and(eq(sessionFeedbacks.userId, ownerId), eq(sessionFeedbacks.studentId, id)))
    .orderBy(desc(classSessions.date), desc(classSessions.id))
    .limit(3)
  const [pkg] = await db
    .select({
      id: packages.id,
      name: packages.name,
      priceCents: packages.priceCents,
      purchaseDate: packages.purchaseDate,
      expiryDate: packages.expiryDate,
    })
    .from(packages)
    .where(and(eq(packages.userId, ownerId), eq(packages.studentId, id)))
    .orderBy(desc(packages.purchaseDate), desc(packages.createdAt))
    .limit(1)

  const item = toItem(row)
  return {
    ...item,
    updatedAt: isoInstant(row.updated_at),
    stats: {
      sessionsCount: stats!.sessions_count,
      pendingClasses: item.credits,
      totalRevenueCents: stats!.revenue,
      averageRating: stats!.average,
    },
    recentSessions: recent.map(
      (r): RecentSession => ({
        sessionId: r.sessionId,
        date: isoInstant(r.date),
        rating: r.rating,
      }),
    ),
    latestPackage: pkg ? (pkg satisfies PackageSummary) : null,
    overdueCents: stats!.overdue,
  }
}

/**
 * New students are created active (spec §4 Student). A student with the phone or e-mail of
 * one the coach already has is refused (409 DUPLICATE_STUDENT) unless allowDuplicate says
 * the coach confirmed it.
 */
export async function createStudent(
  db: Db,
  ownerId: string,
  input: CreateInput & { allowDuplicate?: boolean },
): Promise<StudentListItem> {
  const phone = normalizePhone(input.phone)
  return transaction(db, async (tx) => {
    if (!input.allowDuplicate) {
      await assertNoDuplicateStudent(tx, ownerId, { phone, email: input.email })
    }
    const [created] = await tx
      .insert(students)
      .values({
        userId: ownerId,
        name: input.name,
        email: input.email,
        phone,
        gender: input.gender,
        type: input.type,
        classe: input.classe,
        status: 'active',
        notes: input.notes,
        // no choice: the language of the coach's country, following the coach's zone
        language: input.language ?? null,
      })
      .returning({ id: students.id })
    const today = await coachToday(tx, ownerId)
    return toItem(await findRow(tx, { ownerId, id: created!.id }, today))
  })
}

export async function updateStudent(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  input: UpdateInput,
): Promise<StudentDetail> {
  await transaction(db, async (tx) => {
    // a student made inactive leaves the agenda's future lessons: the agenda's
    // lock comes before the student's row (docs/decisions/0009)
    if (input.status === 'inactive') await lockAgenda(tx, ownerId)
    const [before] = await tx
      .select({ status: students.status })
      .from(students)
      .where(and(eq(students.id, id), eq(students.userId, ownerId)))
      .for('no key update')
    if (!before) throw notFound(STUDENT_NOT_FOUND)
    await tx
      .update(students)
      .set({
        name: input.name,
        email: input.email,
        phone: normalizePhone(input.phone),
        gender: input.gender,
        type: input.type,
        classe: input.classe,
        status: input.status,
        notes: input.notes,
        // an edit that does not name a language keeps the student's
        ...(input.language !== undefined ? { language: input.language } : {}),
        updatedAt: new Date(),
      })
      .where(eq(students.id, id))
    if (before.status === 'active' && input.status === 'inactive') {
      await leaveFutureLessons(tx, { ownerId, studentId: id })
    }
  })
  return getStudent(db, { ownerId, id })
}

/**
 * Removes a student without history. A student with packages or classes keeps them: the
 * coach marks the student inactive instead (nothing the coach sold is ever lost). So does a
 * student on agenda lessons already past (a series that has started counts); future lessons
 * are left first.
 */
export async function deleteStudent(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await transaction(db, async (tx) => {
    await lockAgenda(tx, ownerId)
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, id), eq(students.userId, ownerId)))
      .for('update')
    if (!student) throw notFound(STUDENT_NOT_FOUND)
    const today = await coachToday(tx, ownerId)
    const [history] = await rawRows(
      tx,
      z.object({ used: col.boolean, agenda: col.boolean }),
      sql`
      SELECT EXISTS (SELECT 1 FROM packages WHERE student_id = ${id})
          OR EXISTS (SELECT 1 FROM session_feedbacks WHERE student_id = ${id})
          OR EXISTS (SELECT 1 FROM session_package_assignments WHERE student_id = ${id}) AS used,
        EXISTS (SELECT 1 FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
                WHERE ls.student_id = ${id} AND l.starts_at <= now())
          OR EXISTS (SELECT 1 FROM lesson_series_students ss JOIN lesson_series s ON s.id = ss.series_id
                WHERE ss.student_id = ${id} AND s.start_date <= ${today}::date) AS agenda`,
    )
    if (history?.used) {
      throw new AppError('STUDENT_HAS_HISTORY', msg('student.deleteHasRecords'), 409)
    }
    if (history?.agenda) {
      throw new AppError('STUDENT_HAS_HISTORY', msg('student.deleteHasPastLessons'), 409)
    }
    await leaveFutureLessons(tx, { ownerId, studentId: id })
    await tx.delete(students).where(eq(students.id, id))
  })
}

/**
 * Erases a student's personal data on request (LGPD, decision 0008): name, phone, e-mail and
 * notes, the notes of the student's class feedbacks and payments, the name copied into alerts, and the
 * student's page (its link and the texts shared on it, decision 0013). What the
 * coach sold and gave stays — packages, amounts, credits, the ledger, the classes and their
 * ratings — so every balance remains explainable. One transaction; calling it again changes
 * nothing more.
 */
export async function anonymizeStudent(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
  flush?: FlushMedia,
): Promise<StudentDetail> {
  const queued = await transaction(db, async (tx) => {
    // the lock order (lib/locks.ts): the student first, then its rows
    const locked = await lockStudents(tx, { ownerId, studentIds: [id] })
    if (!locked.size) throw notFound(STUDENT_NOT_FOUND)
    const name = `${ANONYMIZED_NAME} #${shortId(id)}`
    const now = new Date()
    await tx
      .update(students)
      .set({ name, phone: ANONYMIZED_PHONE, email: null, notes: null, updatedAt: now })
      .where(and(eq(students.id, id), eq(students.userId, ownerId)))
    await tx
      .update(sessionFeedbacks)
      .set({ notes: '', updatedAt: now })
      .where(and(eq(sessionFeedbacks.studentId, id), eq(sessionFeedbacks.userId, ownerId)))
    // payment notes are free text about the student: erased, amounts kept
    await tx
      .update(payments)
      .set({ note: null, updatedAt: now })
      .where(and(eq(payments.studentId, id), eq(payments.userId, ownerId)))
    await tx
      .update(paymentRemovals)
      .set({ note: null })
      .where(and(eq(paymentRemovals.studentId, id), eq(paymentRemovals.userId, ownerId)))
    await tx
      .update(alerts)
      .set({ studentName: name, updatedAt: now })
      .where(and(eq(alerts.studentId, id), eq(alerts.userId, ownerId)))
    // an import's copy of what it replaced (the name, phone, e-mail, notes before it) goes too
    await tx.execute(sql`UPDATE student_import_items SET before = NULL
        WHERE student_id = ${id} AND user_id = ${ownerId}`)
    // the student's page goes: its link (the URL answers 404) and every text shared
    // on it — reports and messages written to the student, by name
    await tx
      .delete(studentPageLinks)
      .where(and(eq(studentPageLinks.studentId, id), eq(studentPageLinks.userId, ownerId)))
    await tx
      .delete(sharedItems)
      .where(and(eq(sharedItems.studentId, id), eq(sharedItems.userId, ownerId)))
    // the voice notes of the student's feedbacks: the coach's voice about the
    // student and its transcripts go; the trigger queues their files, removed after the commit
    await tx.execute(sql`DELETE FROM voice_notes v USING session_feedbacks f
        WHERE v.feedback_id = f.id AND f.student_id = ${id} AND f.user_id = ${ownerId}
          AND v.user_id = ${ownerId}`)
    return queuedMediaDeletions(tx, ownerId)
  })
  if (queued.length) await flush?.(queued)
  return getStudent(db, { ownerId, id })
}
