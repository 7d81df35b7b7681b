import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { CLASSES, GENDERS, STUDENT_TYPES } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'
import { messageFields } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { ImportRequestOutput } from '../../../shared/schemas/student-import'
import type { ImportPreview, ImportResult } from '../../../shared/schemas/student-import.response'
import { type Db, type Executor, transaction } from '../../db/client'
import { clubs } from '../../db/schema/clubs'
import { studentImportItems, studentImports } from '../../db/schema/student-imports'
import { students } from '../../db/schema/students'
import { AppError } from '../../lib/app-error'
import { lockCoach } from '../../lib/coach'
import { lockStudents } from '../../lib/locks'
import { col, rawRows } from '../../lib/sql'
import { fitImportedSeries, lockImportAgenda } from '../agenda/series-import'
import { syncStudentAlerts } from '../alerts/alerts.service'
import { openImportedBalances } from '../packages/ledger'
import { type ExistingStudent, type ImportPlan, planImport, proposeSeries } from './import-plan'
import { type ImportRow, readImportLines } from './import-rows'
import { importDto } from './import-undo'
import { plainWords } from './import-values'

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

const EMPTY_SUMMARY: ImportPreview['summary'] = {
  create: 0,
  update: 0,
  unchanged: 0,
  problems: 0,
  skipped: 0,
  credits: 0,
  owedCents: 0,
  slots: 0,
}

/** A repeated request's report: the counts of the first (its lines were not kept). */
const EMPTY_REPORT: ImportPreview = {
  summary: EMPTY_SUMMARY,
  students: [],
  problems: [],
  skipped: [],
  notices: [],
  conflicts: [],
}

const existingRow = z.object({
  id: col.string,
  name: col.string,
  email: col.stringOrNull,
  phone: col.string,
  gender: z.enum(GENDERS),
  type: z.enum(STUDENT_TYPES),
  classe: z.enum(CLASSES),
  notes: col.stringOrNull,
  packages: col.number,
  credits: col.number,
  owed: col.number,
  slots: z.array(z.object({ weekday: z.coerce.number<unknown>(), time: z.string() })),
})

/**
 * The coach's students a line may name — by phone or e-mail, the ones the lines give — with
 * their packages, balance and weekly times, in one statement. Raw SQL: the match on either
 * key and the aggregates are one round trip.
 */
async function loadExisting(
  tx: Executor,
  ownerId: string,
  rows: ImportRow[],
  today: IsoDate,
): Promise<ExistingStudent[]> {
  const phones = rows.flatMap((r) => (r.phone ? [r.phone] : []))
  const emails = rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []))
  if (!phones.length && !emails.length) return []
  const found = await rawRows(
    tx,
    existingRow,
    sql`SELECT s.id, s.name, s.email, s.phone, s.gender, s.type, s.classe, s.notes,
        (SELECT count(*)::int FROM packages p WHERE p.user_id = ${ownerId} AND p.student_id = s.id) AS packages,
        (SELECT coalesce(sum(p.remaining_classes), 0)::int FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = s.id
            AND p.purchase_date <= ${today}::date AND p.expiry_date >= ${today}::date) AS credits,
        (SELECT coalesce(sum(p.price_cents - p.paid_cents), 0)::int FROM packages p
          WHERE p.user_id = ${ownerId} AND p.student_id = s.id AND p.price_cents > p.paid_cents) AS owed,
        coalesce((SELECT json_agg(json_build_object('weekday', d.weekday, 'time', ls.start_time))
          FROM lesson_series_students lss
          JOIN lesson_series ls ON ls.id = lss.series_id
          CROSS JOIN LATERAL unnest(ls.weekdays) AS d(weekday)
          WHERE lss.student_id = s.id AND lss.user_id = ${ownerId}
            AND (ls.until_date IS NULL OR ls.until_date >= ${today}::date)), '[]'::json) AS slots
      FROM students s
      WHERE s.user_id = ${ownerId}
        AND (s.phone IN (SELECT json_array_elements_text(${JSON.stringify(phones)}::json))
          OR lower(s.email) IN (SELECT json_array_elements_text(${JSON.stringify(emails)}::json)))`,
  )
  return found.map((r) => ({ ...r, owedCents: r.owed }))
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
  const [profile] = await rawRows(
    tx,
    z.object({ tz: col.string, default_club: col.stringOrNull }),
    sql`SELECT coalesce((SELECT timezone FROM profiles WHERE user_id = ${ownerId}), 'America/Sao_Paulo') AS tz,
      (SELECT id FROM clubs WHERE user_id = ${ownerId} AND is_default LIMIT 1) AS default_club`,
  )
  const timeZone = profile!.tz
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()) as IsoDate
  if (write) {
    const matched = await loadExisting(tx, ownerId, read.rows, today)
    // an update holds its students, in the lock order every student write takes
    await lockStudents(tx, { ownerId, studentIds: matched.map((s) => s.id) })
  }
  const existing = await loadExisting(tx, ownerId, read.rows, today)
  const plan = planImport(read.rows, existing, { defaults: input.defaults, today })
  plan.problems = [...read.problems, ...plan.problems].sort((a, b) => a.line - b.line)
  const paid = read.rows.filter((r) => r.paidCents)
  if (paid.length)
    plan.notices.unshift({
      line: paid[0]!.line,
      message: msg('import.paidNotCounted', { line: paid[0]!.line, count: paid.length }),
    })
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
    { ownerId, timeZone, today, defaultClubId: profile!.default_club },
    proposals.map((p) => ({
      weekdays: p.weekdays,
      time: p.time,
      clubId: p.club ? (clubIds.get(plainWords(p.club)) ?? null) : null,
      studentIds: p.students.map((s) => s.studentId!),
      label: p.students.map((s) => s.fields.name).join(', '),
    })),
    { write: write !== null },
  )
  const conflicts = proposals.flatMap((p, i) => {
    const v = verdicts[i]!
    if (v.ok) return []
    return p.weekdays.length
      ? [
          {
            lines: p.lines,
            weekday: p.weekdays[0]!,
            time: p.time,
            ...messageFields(
              msg('import.slotConflict', {
                line: p.lines.join(', '),
                time: p.time,
                date: v.date,
                clash: v.time,
                who: v.who,
              }),
            ),
          },
        ]
      : []
  })
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

/**
 * The clubs the lines with weekly times name, by name as the coach wrote it (accents and case
 * aside); with `create`, the ones the coach does not have yet are added.
 */
async function clubsOf(
  tx: Executor,
  ownerId: string,
  plan: ImportPlan,
  create: boolean,
): Promise<Map<string, string>> {
  const named = new Map<string, string>()
  for (const s of plan.students) if (s.club && s.slots.length) named.set(plainWords(s.club), s.club)
  if (!named.size) return new Map()
  const rows = await tx
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.userId, ownerId))
  const ids = new Map(rows.map((c) => [plainWords(c.name), c.id]))
  if (create) {
    const missing = [...named].filter(([key]) => !ids.has(key))
    if (missing.length) {
      const added = await tx
        .insert(clubs)
        .values(missing.map(([, name]) => ({ userId: ownerId, name: name.slice(0, 100) })))
        .returning({ id: clubs.id, name: clubs.name })
      for (const c of added) ids.set(plainWords(c.name), c.id)
    }
  }
  return ids
}

/** The students the plan creates and updates, and the import's record of each. */
async function writeStudents(
  tx: Executor,
  ownerId: string,
  importId: string,
  plan: ImportPlan,
  existing: ExistingStudent[],
) {
  const creates = plan.students.filter((s) => s.action === 'create')
  for (let i = 0; i < creates.length; i += 1000) {
    await tx.insert(students).values(
      creates.slice(i, i + 1000).map((s) => ({
        id: s.studentId!,
        userId: ownerId,
        ...s.fields,
        status: 'active' as const,
      })),
    )
  }
  const updates = plan.students.filter((s) => s.action === 'update' && s.changes.length)
  if (updates.length) {
    // raw SQL: every update in one statement, from the rows as JSON
    await tx.execute(sql`UPDATE students s SET
        name = v.name, email = v.email, phone = v.phone, gender = v.gender, type = v.type,
        classe = v.classe, notes = v.notes, updated_at = now()
      FROM json_to_recordset(${JSON.stringify(updates.map((u) => ({ id: u.studentId, ...u.fields })))}::json)
        AS v(id uuid, name text, email text, phone text, gender text, type text, classe text, notes text)
      WHERE s.id = v.id AND s.user_id = ${ownerId}`)
  }
  const before = new Map(existing.map((s) => [s.id, s]))
  const items = plan.students
    .filter((s) => s.action !== 'unchanged' || s.slots.length)
    .map((s) => {
      const b = s.action === 'create' ? null : before.get(s.studentId!)
      return {
        importId,
        userId: ownerId,
        studentId: s.studentId!,
        action: s.action === 'create' ? ('created' as const) : ('updated' as const),
        before: b
          ? {
              name: b.name,
              email: b.email,
              phone: b.phone,
              gender: b.gender,
              type: b.type,
              classe: b.classe,
              notes: b.notes,
            }
          : null,
      }
    })
  for (let i = 0; i < items.length; i += 1000)
    await tx.insert(studentImportItems).values(items.slice(i, i + 1000))
}

function reportOf(
  plan: ImportPlan,
  skipped: { line: number; message: string }[],
  conflicts: ImportPreview['conflicts'],
  slots: number,
): ImportPreview {
  const count = (action: string) => plan.students.filter((s) => s.action === action).length
  return {
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      problems: plan.problems.length,
      skipped: skipped.length,
      credits: plan.students.reduce((n, s) => n + (s.opening?.credits ?? 0), 0),
      owedCents: plan.students.reduce((n, s) => n + (s.opening?.owedCents ?? 0), 0),
      slots,
    },
    students: plan.students.map((s) => ({
      line: s.line,
      action: s.action,
      name: s.fields.name,
      phone: s.fields.phone,
      email: s.fields.email,
      studentId: s.action === 'create' ? null : s.studentId,
      changes: s.changes,
      balance: s.balance,
      credits: s.credits,
      expiry: s.expiry,
      owedCents: s.owedCents,
      weeklySlots: s.slots.map((slot) => ({ weekday: slot.weekday, time: slot.time })),
    })),
    problems: plan.problems.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    skipped: skipped.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    notices: plan.notices.map((p) => ({ line: p.line, ...messageFields(p.message) })),
    conflicts,
  }
}
