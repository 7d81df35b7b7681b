import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { msg } from '../../../shared/messages'
import { type Db, transaction } from '../../db/client'
import { lessonSeries, lessonSeriesStudents, lessonStudents, lessons } from '../../db/schema/agenda'
import { alerts } from '../../db/schema/alerts'
import { user } from '../../db/schema/auth'
import { calendarFeeds } from '../../db/schema/calendar-feeds'
import { clubs } from '../../db/schema/clubs'
import { creditMovements, packages } from '../../db/schema/packages'
import { paymentRemovals, payments, pixSettings } from '../../db/schema/payments'
import { profiles } from '../../db/schema/profiles'
import {
  classSessions,
  sessionFeedbacks,
  sessionPackageAssignments,
} from '../../db/schema/sessions'
import { sharedItems, studentPageLinks } from '../../db/schema/student-pages'
import { students } from '../../db/schema/students'
import { notFound } from '../../lib/app-error'
import { coachToday } from '../../lib/coach'
import { toCsv } from '../../lib/csv'
import { README } from './profile-export-readme'
import { agentDatasets, reminderDatasets } from './profile-export-reminders'

/** One file of the export: its rows and their columns (the CSV header, in order). */
export interface Dataset {
  name: string
  columns: string[]
  rows: Record<string, unknown>[]
  /** What the JSON file holds when it is not the rows themselves (sessions with their students). */
  json?: unknown
}

/**
 * A table's columns without the owner (it is the coach, in every row) and derived copies (search
 * words, a feedback's copy of its class's date).
 */
function exportedColumns<T extends Parameters<typeof getTableColumns>[0]>(
  table: T,
  omit: string[] = [],
) {
  const all = getTableColumns(table) as Record<string, unknown>
  const hidden = new Set(['userId', 'nameFolded', 'notesWords', 'classDate', ...omit])
  return Object.fromEntries(Object.entries(all).filter(([key]) => !hidden.has(key))) as ReturnType<
    typeof getTableColumns<T>
  >
}

const dataset = (name: string, rows: Record<string, unknown>[], columns?: string[]): Dataset => ({
  name,
  rows,
  columns: columns ?? Object.keys(rows[0] ?? {}),
})

/**
 * Everything the coach has in Quadra, read in one snapshot (LGPD portability, decision 0008):
 * profile, clubs, students, packages, the credit ledger, sessions with their students,
 * feedbacks and alerts, the agenda (lessons, weekly series, their students with attendance
 * outcomes), whether a calendar feed exists (never its token's hash), the texts shared on the
 * students' pages and which students have one (never a token) — only this coach's rows.
 */
async function collectCoachData(db: Db, userId: string): Promise<Dataset[]> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`)
    const [account] = await tx
      .select({
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: profiles.phone,
        mainSport: profiles.mainSport,
        timezone: profiles.timezone,
        createdAt: user.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
    if (!account) throw notFound(msg('profile.notFound'))

    const clubRows = await tx
      .select(exportedColumns(clubs))
      .from(clubs)
      .where(eq(clubs.userId, userId))
      .orderBy(asc(clubs.createdAt), asc(clubs.id))
    const studentRows = await tx
      .select(exportedColumns(students))
      .from(students)
      .where(eq(students.userId, userId))
      .orderBy(asc(students.createdAt), asc(students.id))
    const packageRows = await tx
      .select(exportedColumns(packages))
      .from(packages)
      .where(eq(packages.userId, userId))
      .orderBy(asc(packages.purchaseDate), asc(packages.createdAt), asc(packages.id))
    const ledgerRows = await tx
      .select(exportedColumns(creditMovements))
      .from(creditMovements)
      .where(eq(creditMovements.userId, userId))
      .orderBy(asc(creditMovements.createdAt), asc(creditMovements.id))
    const sessionRows = await tx
      .select(exportedColumns(classSessions))
      .from(classSessions)
      .where(eq(classSessions.userId, userId))
      .orderBy(asc(classSessions.date), asc(classSessions.id))
    const participantRows = await tx
      .select({
        sessionId: sessionPackageAssignments.sessionId,
        studentId: sessionPackageAssignments.studentId,
        studentName: students.name,
        packageId: sessionPackageAssignments.packageId,
        manuallyAssigned: sessionPackageAssignments.manuallyAssigned,
        assignedAt: sessionPackageAssignments.assignedAt,
      })
      .from(sessionPackageAssignments)
      .innerJoin(
        students,
        and(
          eq(students.id, sessionPackageAssignments.studentId),
          eq(students.userId, sessionPackageAssignments.userId),
        ),
      )
      .where(eq(sessionPackageAssignments.userId, userId))
      .orderBy(asc(sessionPackageAssignments.sessionId), asc(students.nameFolded))
    const feedbackRows = await tx
      .select(exportedColumns(sessionFeedbacks))
      .from(sessionFeedbacks)
      .where(eq(sessionFeedbacks.userId, userId))
      .orderBy(asc(sessionFeedbacks.createdAt), asc(sessionFeedbacks.id))
    const alertRows = await tx
      .select(exportedColumns(alerts))
      .from(alerts)
      .where(eq(alerts.userId, userId))
      .orderBy(asc(alerts.createdAt), asc(alerts.id))
    const lessonRows = await tx
      .select(exportedColumns(lessons))
      .from(lessons)
      .where(eq(lessons.userId, userId))
      .orderBy(asc(lessons.startsAt), asc(lessons.id))
    const lessonStudentRows = await tx
      .select({ ...exportedColumns(lessonStudents), studentName: students.name })
      .from(lessonStudents)
      .innerJoin(students, eq(students.id, lessonStudents.studentId))
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .where(eq(lessonStudents.userId, userId))
      .orderBy(asc(lessons.startsAt), asc(lessonStudents.lessonId), asc(students.nameFolded))
    const seriesRows = await tx
      .select(exportedColumns(lessonSeries))
      .from(lessonSeries)
      .where(eq(lessonSeries.userId, userId))
      .orderBy(asc(lessonSeries.startDate), asc(lessonSeries.id))
    const seriesStudentRows = await tx
      .select({ ...exportedColumns(lessonSeriesStudents), studentName: students.name })
      .from(lessonSeriesStudents)
      .innerJoin(students, eq(students.id, lessonSeriesStudents.studentId))
      .where(eq(lessonSeriesStudents.userId, userId))
      .orderBy(asc(lessonSeriesStudents.seriesId), asc(students.nameFolded))
    const [feed] = await tx
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
    const shareRows = await tx
      .select({ ...exportedColumns(sharedItems), studentName: students.name })
      .from(sharedItems)
      .innerJoin(students, eq(students.id, sharedItems.studentId))
      .where(eq(sharedItems.userId, userId))
      .orderBy(asc(sharedItems.createdAt), asc(sharedItems.id))
    // which students have a page and since when; never the token, its hash or its sealed copy
    const pageRows = await tx
      .select({
        studentId: studentPageLinks.studentId,
        studentName: students.name,
        createdAt: studentPageLinks.createdAt,
      })
      .from(studentPageLinks)
      .innerJoin(students, eq(students.id, studentPageLinks.studentId))
      .where(eq(studentPageLinks.userId, userId))
      .orderBy(asc(studentPageLinks.createdAt), asc(studentPageLinks.studentId))

    // payments, the audit of removed ones, the Pix receiver
    const paymentRows = await tx
      .select(exportedColumns(payments))
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.paidOn), asc(payments.createdAt), asc(payments.id))
    const removalRows = await tx
      .select(exportedColumns(paymentRemovals))
      .from(paymentRemovals)
      .where(eq(paymentRemovals.userId, userId))
      .orderBy(asc(paymentRemovals.removedAt), asc(paymentRemovals.id))
    const pixRows = await tx
      .select(exportedColumns(pixSettings))
      .from(pixSettings)
      .where(eq(pixSettings.userId, userId))

    const bySession = new Map<string, Record<string, unknown>[]>()
    for (const { sessionId, ...p } of participantRows) {
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), p])
    }
    const columns = (table: Parameters<typeof getTableColumns>[0]) =>
      Object.keys(exportedColumns(table))
    const group = (rows: Record<string, unknown>[], key: string) => {
      const by = new Map<unknown, Record<string, unknown>[]>()
      for (const { [key]: k, ...rest } of rows) by.set(k, [...(by.get(k) ?? []), rest])
      return by
    }
    const byLesson = group(lessonStudentRows, 'lessonId')
    const bySeries = group(seriesStudentRows, 'seriesId')
    return [
      dataset('profile', [account]),
      dataset('clubs', clubRows, columns(clubs)),
      dataset('students', studentRows, columns(students)),
      dataset('packages', packageRows, columns(packages)),
      dataset('ledger', ledgerRows, columns(creditMovements)),
      {
        ...dataset('sessions', sessionRows, columns(classSessions)),
        json: sessionRows.map((s) => ({ ...s, students: bySession.get(s.id) ?? [] })),
      },
      dataset('session_students', participantRows, [
        'sessionId',
        'studentId',
        'studentName',
        'packageId',
        'manuallyAssigned',
        'assignedAt',
      ]),
      dataset('feedbacks', feedbackRows, columns(sessionFeedbacks)),
      dataset('alerts', alertRows, columns(alerts)),
      {
        ...dataset('lessons', lessonRows, columns(lessons)),
        json: lessonRows.map((l) => ({ ...l, students: byLesson.get(l.id) ?? [] })),
      },
      dataset('lesson_students', lessonStudentRows, [...columns(lessonStudents), 'studentName']),
      {
        ...dataset('lesson_series', seriesRows, columns(lessonSeries)),
        json: seriesRows.map((r) => ({ ...r, students: bySeries.get(r.id) ?? [] })),
      },
      dataset('lesson_series_students', seriesStudentRows, [
        ...columns(lessonSeriesStudents),
        'studentName',
      ]),
      dataset('calendar_feed', [{ active: Boolean(feed), createdAt: feed?.createdAt ?? null }]),
      dataset('shared_items', shareRows, [...columns(sharedItems), 'studentName']),
      dataset('student_pages', pageRows, ['studentId', 'studentName', 'createdAt']),
      dataset('payments', paymentRows, columns(payments)),
      dataset('payment_removals', removalRows, columns(paymentRemovals)),
      dataset('pix_settings', pixRows, columns(pixSettings)),
      ...(await reminderDatasets(tx, userId)),
      ...(await agentDatasets(tx, userId)),
    ]
  })
}

/** The export as one zip: README.txt, then <name>.json and <name>.csv of each dataset. */
export async function exportCoachData(
  db: Db,
  userId: string,
): Promise<{ zip: Uint8Array; filename: string }> {
  const datasets = await collectCoachData(db, userId)
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(README) }
  for (const d of datasets) {
    const json = d.name === 'profile' || d.name === 'calendar_feed' ? d.rows[0] : (d.json ?? d.rows)
    files[`${d.name}.json`] = strToU8(`${JSON.stringify(json, null, 2)}\n`)
    files[`${d.name}.csv`] = strToU8(toCsv(d.columns, d.rows))
  }
  const day = await coachToday(db, userId)
  return { zip: zipSync(files, { level: 6 }), filename: `quadra-dados-${day}.zip` }
}
