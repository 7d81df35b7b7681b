import { and, eq } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import type { ImportRequestOutput } from '../../../shared/schemas/student-import'
import type { ImportPreview, ImportResult } from '../../../shared/schemas/student-import.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { studentImports } from '../../db/schema/student-imports'
import { AppError } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { fitImportedSeries, lockImportAgenda } from '../agenda/series-import'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { openImportedBalances } from '../packages/ledger'
import { clubsOf, importContext, loadExisting } from './import-load'
import { planImport } from './import-plan'
import { conflictsOf, EMPTY_REPORT, EMPTY_SUMMARY, reportOf } from './import-report'
import { readImportLines } from './import-rows'
import { proposeSeries } from './import-series'
import { importDto } from './import-undo'
import { plainWords } from './import-values'
import { writeStudents } from './import-write'

/** POST /api/student-imports/preview: what the import would do, nothing written. */
export async function previewImport(
  db: Db,
  ownerId: string,
  input: ImportRequestOutput,
): Promise<ImportPreview> {
  return (await runImport(db, ownerId, input, null)).report
}

/**
 * POST /api/student-imports: the import, in one transaction — every student, opening balance,
 * weekly series and the import's own record, or nothing. A request repeating an earlier one's
 * Idempotency-Key answers that import again without writing.
 */
export async function commitImport(
  db: Db,
  ownerId: string,
  input: ImportRequestOutput,
  idempotencyKey: string | null,
): Promise<{ result: ImportResult; replayed: boolean }> {
  return transaction(db, async (tx) => {
    // the agenda's lock first (the order every agenda write takes), then the coach's imports:
    // two imports of one coach queue up, so a repeated key finds the first one's record
    await lockImportAgenda(tx, ownerId)
    await lockCoach(tx, ownerId, 'student-import')
    if (idempotencyKey) {
      const [done] = await tx
        .select()
        .from(studentImports)
        .where(
          and(
            eq(studentImports.userId, ownerId),
            eq(studentImports.idempotencyKey, idempotencyKey),
          ),
        )
      if (done) {
        const report = { ...EMPTY_REPORT, summary: done.summary }
        return { result: { import: await importDto(tx, done), report }, replayed: true }
      }
    }
    const run = await runImport(tx, ownerId, input, { idempotencyKey })
    const [row] = await tx.select().from(studentImports).where(eq(studentImports.id, run.importId!))
    return { result: { import: await importDto(tx, row!), report: run.report }, replayed: false }
  })
}

interface RunWrite {
  idempotencyKey: string | null
}

/**
 * The import's one procedure: read the lines, plan them against the coach's students, fit the
 * weekly times into the agenda; with `write` (inside the commit's transaction), apply it.
 * The dry run and the commit share it, so the preview is what the commit does.
 */
async function runImport(
  tx: Executor,
  ownerId: string,
  input: ImportRequestOutput,
  write: RunWrite | null,
): Promise<{ report: ImportPreview; importId: string | null }> {
  const read = readImportLines(input.rows, { properCaseNames: input.properCaseNames })
  if (!read.ok) throw new AppError('IMPORT_EMPTY', read.problem, 400)
  const { timeZone, today, defaultClubId } = await importContext(tx, ownerId)
  if (write) {
    const matched = await loadExisting(tx, ownerId, read.rows, today)
    // an update holds its students, in the lock order every student write takes
    await lockStudents(tx, { ownerId, studentIds: matched.map((s) => s.id) })
  }
  const existing = await loadExisting(tx, ownerId, read.rows, today)
  const plan = planImport(read.rows, existing, { defaults: input.defaults, today })
  plan.problems = [...read.problems, ...plan.problems].sort((a, b) => a.line - b.line)
  const paid = read.rows.filter((r) => r.paidCents)
  // once for the sheet: what was paid before Quadra is no money received now
  if (paid.length) {
    const line = paid[0]!.line
    plan.notices.unshift({
      line,
      message: msg('import.paidNotCounted', { line, count: paid.length }),
    })
  }
  const imported = plan.students.filter((s) => s.action !== 'unchanged' || s.slots.length)
  // a confirmation that would change nothing (every line already in Quadra as it is, or none
  // importable) is refused rather than recorded as an empty import
  if (write && !imported.length)
    throw new AppError('IMPORT_NOTHING', msg('import.nothingToImport'), 409)

  // ids of the students to create, made here so the weekly series can name them
  for (const s of plan.students) if (s.action === 'create') s.studentId = crypto.randomUUID()

  const clubIds = await clubsOf(tx, ownerId, plan, write !== null)
  const proposals = proposeSeries(plan.students)
  const importId = write ? crypto.randomUUID() : null
  if (write) {
    await tx.insert(studentImports).values({
      id: importId!,
      userId: ownerId,
      idempotencyKey: write.idempotencyKey,
      summary: EMPTY_SUMMARY,
    })
    await writeStudents(tx, ownerId, importId!, plan, existing)
    await openImportedBalances(
      tx,
      { userId: ownerId, importId: importId!, today },
      plan.students.flatMap((s) => (s.opening ? [{ studentId: s.studentId!, ...s.opening }] : [])),
    )
  }
  const { verdicts, created } = await fitImportedSeries(
    tx,
    { ownerId, timeZone, today, defaultClubId },
    proposals.map((p) => ({
      weekdays: p.weekdays,
      time: p.time,
      clubId: p.club ? (clubIds.get(plainWords(p.club)) ?? null) : null,
      studentIds: p.students.map((s) => s.studentId!),
      label: p.students.map((s) => s.fields.name).join(', '),
    })),
    { write: write !== null },
  )
  const conflicts = conflictsOf(proposals, verdicts)
  const slots = verdicts.filter((v) => v.ok).length
  const report = reportOf(plan, read.skipped, conflicts, slots)
  if (write) {
    const affected = imported.map((s) => s.studentId!)
    await syncStudentAlerts(tx, ownerId, affected, timeZone)
    await tx
      .update(studentImports)
      .set({ seriesIds: created, summary: report.summary })
      .where(eq(studentImports.id, importId!))
  }
  return { report, importId }
}
