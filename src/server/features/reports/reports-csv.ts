import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shared/constants'
import { msg } from '../../../shared/messages'
import type { ReportPeriod } from '../../../shared/schemas/money'
import type { Executor } from '../../db/client'
import { coachFormats } from '../../lib/coach'
import { type SheetFormat, sheetFormat } from '../../lib/csv'
import { paidOf, paymentStatusSql } from '../../lib/money-sql'
import { col, rawRows } from '../../lib/sql'
import {
  coachTodayForReports,
  getActivityReport,
  getLiability,
  getPaymentMethods,
  getRevenueReport,
  listAtRisk,
} from './reports.service'
import { AT_RISK_LABELS, header, METHOD_LABELS, STATUS_LABELS } from './reports-csv-labels'

/** A CSV download: its text (with the BOM) and its pt-BR file name. */
export interface CsvFile {
  csv: string
  filename: string
}

const span = (p: ReportPeriod) => `${p.from}-a-${p.to}`

/** The coach's spreadsheet formats: amounts in their currency, numbers and dates in their language. */
const sheetOf = async (db: Executor, ownerId: string): Promise<SheetFormat> =>
  sheetFormat(await coachFormats(db, ownerId))

/** The months of the reports end today (months ahead are absent); the current one is not final. */
const monthState = (sheet: SheetFormat, m: { inProgress: boolean }) =>
  sheet.text(m.inProgress ? msg('csv.inProgress') : msg('csv.closed'))

export async function revenueCsv(db: Executor, ownerId: string, p: ReportPeriod): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const r = await getRevenueReport(db, ownerId, p)
  return {
    filename: `receita-${span(p)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.month'),
        msg('csv.sold', { unit: sheet.unit }),
        msg('csv.received', { unit: sheet.unit }),
        msg('csv.status'),
      ]),
      [
        ...r.months.map((m) => [
          sheet.date(m.month),
          sheet.cents(m.soldCents),
          sheet.cents(m.receivedCents),
          monthState(sheet, m),
        ]),
        [
          sheet.text(msg('csv.total')),
          sheet.cents(r.totals.soldCents),
          sheet.cents(r.totals.receivedCents),
          '',
        ],
      ],
    ),
  }
}

export async function activityCsv(
  db: Executor,
  ownerId: string,
  p: ReportPeriod,
): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const r = await getActivityReport(db, ownerId, p)
  return {
    filename: `atividade-${span(p)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.month'),
        msg('csv.classes'),
        msg('csv.activeStudents'),
        msg('csv.newStudents'),
        msg('csv.lostStudents'),
        msg('csv.retention'),
        msg('csv.status'),
      ]),
      r.months.map((m) => [
        sheet.date(m.month),
        m.classes,
        m.activeStudents,
        m.newStudents,
        m.lostStudents,
        sheet.percent(m.retention),
        monthState(sheet, m),
      ]),
    ),
  }
}

export async function atRiskCsv(db: Executor, ownerId: string): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const r = await listAtRisk(db, ownerId, null)
  return {
    filename: `alunos-em-risco-${await coachTodayForReports(db, ownerId)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.student'),
        msg('csv.reason'),
        msg('csv.lastClass'),
        msg('csv.whatsapp'),
      ]),
      r.items.map((s) => [
        s.name,
        sheet.text(AT_RISK_LABELS[s.reason]),
        sheet.date(s.lastClassDate),
        s.whatsappPhone ? `+${s.whatsappPhone}` : '',
      ]),
    ),
  }
}

export async function liabilityCsv(db: Executor, ownerId: string): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const r = await getLiability(db, ownerId)
  return {
    filename: `creditos-a-usar-${await coachTodayForReports(db, ownerId)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.activePackages'),
        msg('csv.unusedCredits'),
        msg('csv.amount', { unit: sheet.unit }),
      ]),
      [[r.packages, r.unusedCredits, sheet.cents(r.liabilityCents)]],
    ),
  }
}

export async function paymentMethodsCsv(
  db: Executor,
  ownerId: string,
  p: ReportPeriod,
): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const r = await getPaymentMethods(db, ownerId, p)
  return {
    filename: `formas-de-pagamento-${span(p)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.paymentMethod'),
        msg('csv.payments'),
        msg('csv.amount', { unit: sheet.unit }),
      ]),
      r.methods.map((m) => [
        sheet.text(METHOD_LABELS[m.method]),
        m.count,
        sheet.cents(m.amountCents),
      ]),
    ),
  }
}

/** For the accountant: every payment received in the period (by its day), oldest first. */
export async function paymentsExport(
  db: Executor,
  ownerId: string,
  p: ReportPeriod,
): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const rows = await rawRows(
    db,
    z.object({
      paidOn: col.string,
      student: col.string,
      package: col.string,
      purchaseDate: col.string,
      method: z.enum(PAYMENT_METHODS),
      amountCents: col.number,
      note: col.stringOrNull,
    }),
    sql`SELECT to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn", s.name AS student, k.name AS package,
        to_char(k.purchase_date, 'YYYY-MM-DD') AS "purchaseDate", p.method,
        p.amount_cents AS "amountCents", p.note
      FROM payments p
      JOIN students s ON s.id = p.student_id AND s.user_id = ${ownerId}
      JOIN packages k ON k.id = p.package_id AND k.user_id = ${ownerId}
      WHERE p.user_id = ${ownerId} AND p.paid_on BETWEEN ${p.from}::date AND ${p.to}::date
      ORDER BY p.paid_on, p.created_at, p.id`,
  )
  return {
    filename: `pagamentos-${span(p)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.date'),
        msg('csv.student'),
        msg('csv.package'),
        msg('csv.purchaseDate'),
        msg('csv.paymentMethod'),
        msg('csv.amount', { unit: sheet.unit }),
        msg('csv.note'),
      ]),
      rows.map((r) => [
        sheet.date(r.paidOn),
        r.student,
        sheet.packageName(r.package),
        sheet.date(r.purchaseDate),
        sheet.text(METHOD_LABELS[r.method]),
        sheet.cents(r.amountCents),
        r.note,
      ]),
    ),
  }
}

/**
 * For the accountant: every package sold in the period (by its start date) with what was paid
 * and its payment status (Pago; Atrasado: a balance after the due date; Parcial; Pendente) —
 * the rules of lib/money-sql.ts, like every other list.
 */
export async function packagesExport(
  db: Executor,
  ownerId: string,
  p: ReportPeriod,
): Promise<CsvFile> {
  const sheet = await sheetOf(db, ownerId)
  const today = await coachTodayForReports(db, ownerId)
  const paid = paidOf(sql`k`)
  const rows = await rawRows(
    db,
    z.object({
      purchaseDate: col.string,
      student: col.string,
      package: col.string,
      totalClasses: col.number,
      remainingClasses: col.number,
      priceCents: col.number,
      paidCents: col.number,
      dueDate: col.string,
      expiryDate: col.string,
      status: z.enum(PAYMENT_STATUSES),
    }),
    sql`SELECT to_char(k.purchase_date, 'YYYY-MM-DD') AS "purchaseDate", s.name AS student,
        k.name AS package, k.total_classes AS "totalClasses", k.remaining_classes AS "remainingClasses",
        k.price_cents AS "priceCents", ${paid} AS "paidCents",
        to_char(k.due_date, 'YYYY-MM-DD') AS "dueDate", to_char(k.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
        ${paymentStatusSql({ price: sql`k.price_cents`, paid, dueDate: sql`k.due_date` }, today)} AS status
      FROM packages k
      JOIN students s ON s.id = k.student_id AND s.user_id = ${ownerId}
      WHERE k.user_id = ${ownerId} AND k.purchase_date BETWEEN ${p.from}::date AND ${p.to}::date
      ORDER BY k.purchase_date, k.created_at, k.id`,
  )
  return {
    filename: `pacotes-${span(p)}.csv`,
    csv: sheet.csv(
      header(sheet, [
        msg('csv.purchaseDate'),
        msg('csv.student'),
        msg('csv.package'),
        msg('csv.classes'),
        msg('csv.classesLeft'),
        msg('csv.amount', { unit: sheet.unit }),
        msg('csv.paid', { unit: sheet.unit }),
        msg('csv.balance', { unit: sheet.unit }),
        msg('csv.paymentDue'),
        msg('csv.expires'),
        msg('csv.paymentStatus'),
      ]),
      rows.map((r) => [
        sheet.date(r.purchaseDate),
        r.student,
        sheet.packageName(r.package),
        r.totalClasses,
        r.remainingClasses,
        sheet.cents(r.priceCents),
        sheet.cents(r.paidCents),
        sheet.cents(Math.max(0, r.priceCents - r.paidCents)),
        sheet.date(r.dueDate),
        sheet.date(r.expiryDate),
        sheet.text(STATUS_LABELS[r.status]),
      ]),
    ),
  }
}
