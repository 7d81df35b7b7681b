import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { messageFields } from '../../../shared/message-text'
import { type Message, msg } from '../../../shared/messages'
import { IMPORT_UNDO_DAYS } from '../../../shared/schemas/student-import'
import type { StudentImportDto } from '../../../shared/schemas/student-import.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { lessonSeries } from '../../db/schema/agenda'
import { studentImportItems, studentImports } from '../../db/schema/student-imports'
import { students } from '../../db/schema/students'
import { AppError, notFound } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, isoInstant, rawRows } from '../../lib/sql'
import { lockImportAgenda } from '../agenda/series-import'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { removeImportedBalances } from '../packages/ledger'

export const IMPORT_NOT_FOUND = msg('import.notFound')

type ImportRecord = typeof studentImports.$inferSelect

const DAY = 24 * 60 * 60 * 1000

/** The last instant an import made at `createdAt` can be undone. */
const undoUntil = (createdAt: Date) => new Date(createdAt.getTime() + IMPORT_UNDO_DAYS * DAY)

const blockerRow = z.object({ reason: col.string, name: col.string })

/**
 * Why an import can no longer be undone as a whole, or null: undone already, older than 7
 * days, or one of its students has something since — a class, an absence or a lesson of its
 * weekly times recorded, a payment, a package sold, a credit used, an edit — which undoing would
 * erase or leave without its student. Raw SQL: one statement looks at every kind of activity.
 */
async function undoBlocker(tx: Executor, record: ImportRecord): Promise<Message | null> {
  if (record.undoneAt) return msg('import.undoDone')
  if (Date.now() > undoUntil(record.createdAt).getTime())
    return msg('import.undoExpired', { days: IMPORT_UNDO_DAYS })
  // the import's own instant, read in SQL: the database keeps microseconds a Date would lose
  const since = sql`(SELECT created_at FROM student_imports WHERE id = ${record.id})`
  const [found] = await rawRows(
    tx,
    blockerRow,
    sql`WITH its AS (
        SELECT i.student_id, i.action, s.name, s.updated_at FROM student_import_items i
        JOIN students s ON s.id = i.student_id
        WHERE i.import_id = ${record.id} AND i.user_id = ${record.userId})
      SELECT reason, name FROM (
        SELECT 1 AS rank, 'classes' AS reason, its.name FROM its
          WHERE EXISTS (SELECT 1 FROM session_feedbacks f WHERE f.student_id = its.student_id
            AND f.created_at > ${since})
        UNION ALL SELECT 2, 'lessons', its.name FROM its
          WHERE EXISTS (SELECT 1 FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
            WHERE ls.student_id = its.student_id
              AND (its.action = 'created' OR l.updated_at > ${since}))
            OR EXISTS (SELECT 1 FROM lessons l WHERE l.user_id = ${record.userId}
              AND l.series_id IN (SELECT json_array_elements_text(${JSON.stringify(record.seriesIds)}::json)::uuid))
        UNION ALL SELECT 3, 'payments', its.name FROM its
          WHERE EXISTS (SELECT 1 FROM payments p WHERE p.student_id = its.student_id
            AND p.created_at > ${since})
        UNION ALL SELECT 4, 'packages', its.name FROM its
          WHERE EXISTS (SELECT 1 FROM packages p WHERE p.student_id = its.student_id
            AND p.created_at > ${since}
            AND p.import_id IS DISTINCT FROM ${record.id}::uuid)
            OR EXISTS (SELECT 1 FROM packages p WHERE p.import_id = ${record.id}
              AND p.student_id = its.student_id
              AND (p.remaining_classes <> p.total_classes OR p.paid_cents > 0
                OR p.updated_at > ${since}))
        UNION ALL SELECT 5, 'edited', its.name FROM its WHERE its.updated_at > ${since}
      ) b ORDER BY rank, name LIMIT 1`,
  )
  if (!found) return null
  const name = found.name
  switch (found.reason) {
    case 'classes':
      return msg('import.undoHasClasses', { name })
    case 'lessons':
      return msg('import.undoHasLessons', { name })
    case 'payments':
      return msg('import.undoHasPayments', { name })
    case 'packages':
      return msg('import.undoHasPackages', { name })
    default:
      return msg('import.undoEdited', { name })
  }
}

/** An import as the API answers it, with whether it can still be undone. */
export async function importDto(tx: Executor, record: ImportRecord): Promise<StudentImportDto> {
  const blocked = await undoBlocker(tx, record)
  return {
    id: record.id,
    createdAt: isoInstant(record.createdAt),
    undoUntil: isoInstant(undoUntil(record.createdAt)),
    undoneAt: record.undoneAt ? isoInstant(record.undoneAt) : null,
    created: record.summary.create,
    updated: record.summary.update,
    credits: record.summary.credits,
    owedCents: record.summary.owedCents,
    slots: record.summary.slots,
    undoBlocked: blocked ? messageFields(blocked) : null,
  }
}

/** GET /api/student-imports: the coach's last imports, newest first. */
export async function listImports(db: Db, ownerId: string): Promise<StudentImportDto[]> {
  const rows = await db
    .select()
    .from(studentImports)
    .where(eq(studentImports.userId, ownerId))
    .orderBy(desc(studentImports.createdAt), desc(studentImports.id))
    .limit(10)
  const out: StudentImportDto[] = []
  for (const row of rows) out.push(await importDto(db, row))
  return out
}

/**
 * POST /api/student-imports/{id}/undo: the import undone as a whole, in one transaction — the
 * students it created removed with their opening balances, the ones it updated given back
 * their fields, its weekly series removed — or refused (409) with why, while any of its
 * students has had activity since or after 7 days.
 */
export async function undoImport(
  db: Db,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<StudentImportDto> {
  return transaction(db, async (tx) => {
    await lockImportAgenda(tx, ownerId)
    await lockCoach(tx, ownerId, 'student-import')
    const [record] = await tx
      .select()
      .from(studentImports)
      .where(and(eq(studentImports.id, id), eq(studentImports.userId, ownerId)))
    if (!record) throw notFound(IMPORT_NOT_FOUND)
    const items = await tx
      .select()
      .from(studentImportItems)
      .where(eq(studentImportItems.importId, id))
    await lockStudents(tx, { ownerId, studentIds: items.map((i) => i.studentId) })
    const blocked = await undoBlocker(tx, record)
    if (blocked) throw new AppError('IMPORT_UNDO_BLOCKED', blocked, 409)
    if (record.seriesIds.length)
      await tx
        .delete(lessonSeries)
        .where(and(eq(lessonSeries.userId, ownerId), inArray(lessonSeries.id, record.seriesIds)))
    await removeImportedBalances(tx, { userId: ownerId, importId: id })
    const created = items.filter((i) => i.action === 'created').map((i) => i.studentId)
    if (created.length)
      await tx
        .delete(students)
        .where(and(eq(students.userId, ownerId), inArray(students.id, created)))
    const restored = items.filter((i) => i.action === 'updated' && i.before)
    if (restored.length) {
      // raw SQL: every student's fields back in one statement, from the rows as JSON
      await tx.execute(sql`UPDATE students s SET
          name = v.name, email = v.email, phone = v.phone, gender = v.gender, type = v.type,
          classe = v.classe, notes = v.notes, updated_at = now()
        FROM json_to_recordset(${JSON.stringify(restored.map((i) => ({ id: i.studentId, ...i.before })))}::json)
          AS v(id uuid, name text, email text, phone text, gender text, type text, classe text, notes text)
        WHERE s.id = v.id AND s.user_id = ${ownerId}`)
      await syncStudentAlerts(
        tx,
        ownerId,
        restored.map((i) => i.studentId),
      )
    }
    const [undone] = await tx
      .update(studentImports)
      .set({ undoneAt: new Date() })
      .where(eq(studentImports.id, id))
      .returning()
    return importDto(tx, undone!)
  })
}
