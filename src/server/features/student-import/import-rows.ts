import { z } from 'zod'
import type { Classe, Gender, StudentType } from '../../../shared/constants'
import { normalizePhone, phoneProblem } from '../../../shared/domain/phone'
import { type Message, msg } from '../../../shared/messages'
import { IMPORT_LIMITS, type ImportField } from '../../../shared/schemas/student-import'
import type { ColumnMapping } from './import-columns'
import {
  parseAmountCents,
  parseClasse,
  parseCredits,
  parseGender,
  parseImportDate,
  parseStudentType,
  properCase,
} from './import-values'
import { parseWeeklyTimes, type WeeklySlot } from './import-weekly'

/** A student as one line of the sheet gives it; what the line leaves empty is undefined. */
export interface ImportRow {
  /** The line of the file (1 = the first), as the coach sees it in the spreadsheet. */
  line: number
  name: string
  /** Storage form (digits with the country code). */
  phone?: string
  email?: string
  classe?: Classe
  type?: StudentType
  gender?: Gender
  notes?: string
  credits?: number
  /** yyyy-MM-dd */
  expiry?: string
  paidCents?: number
  owedCents?: number
  club?: string
  /** A fixed student's weekly times ('ter e qui 18h'). */
  weeklySlots?: WeeklySlot[]
}

export interface ImportProblem {
  line: number
  message: Message
}

export type ImportRows =
  | { ok: true; rows: ImportRow[]; problems: ImportProblem[]; skipped: ImportProblem[] }
  | { ok: false; problem: Message }

const isEmail = (text: string) => z.email().safeParse(text).success

/** A line that only sums the ones above it ('Total', 'TOTAL GERAL'): not a student. */
const isTotalLine = (name: string) => /^(total|soma|subtotal)\b/i.test(name.trim())

/**
 * A cell's text without the apostrophe a CSV export puts before a value a spreadsheet would
 * run as a formula ('+1 212 555 0123, '-lesão): the value the coach wrote.
 */
const undefused = (text: string) => text.replace(/^'(?=[=+\-@])/, '')

/** One line of the sheet: its number and the text of each field's column. */
export interface ImportLine {
  line: number
  values: Partial<Record<ImportField, string | undefined>>
}

/** The lines under the header, each with the text of the columns the mapping names. */
export function linesUnderHeader(
  cells: string[][],
  header: { line: number; mapping: ColumnMapping },
): ImportLine[] {
  return cells.slice(header.line + 1).map((cellsOfLine, index) => ({
    line: header.line + index + 2,
    values: Object.fromEntries(
      Object.entries(header.mapping).map(([field, column]) => [field, cellsOfLine[column] ?? '']),
    ),
  }))
}

/** The students of a sheet's lines under its header (readImportLines). */
export function readImportRows(
  cells: string[][],
  header: { line: number; mapping: ColumnMapping },
  options: { properCaseNames?: boolean } = {},
): ImportRows {
  return readImportLines(linesUnderHeader(cells, header), options)
}

/**
 * The students of the lines under the header, each checked with the project's rules (the one
 * phone rule, real dates, amounts in reais), and every line that cannot be imported with its
 * line number and why, in plain Portuguese. Empty lines and total lines are skipped; a line
 * repeating an earlier one's phone or e-mail is reported, not imported twice.
 */
export function readImportLines(
  lines: ImportLine[],
  options: { properCaseNames?: boolean } = {},
): ImportRows {
  const isEmpty = (l: ImportLine) => Object.values(l.values).every((c) => !c || c.trim() === '')
  if (lines.every(isEmpty)) return { ok: false, problem: msg('import.noRows') }
  if (lines.length > IMPORT_LIMITS.rows)
    return { ok: false, problem: msg('import.tooManyRows', { max: IMPORT_LIMITS.rows }) }
  const rows: ImportRow[] = []
  const problems: ImportProblem[] = []
  const skipped: ImportProblem[] = []
  const firstLineOf = new Map<string, number>()
  for (const entry of lines) {
    const line = entry.line
    const cell = (field: ImportField) => undefused((entry.values[field] ?? '').trim())
    if (isEmpty(entry)) continue
    const name = cell('name')
    if (isTotalLine(name) && !cell('phone') && !cell('email')) {
      skipped.push({ line, message: msg('import.lineTotal', { line }) })
      continue
    }
    const read = readLine(line, name, cell, options)
    if ('problem' in read) {
      problems.push({ line, message: read.problem })
      continue
    }
    const keys = [read.row.phone, read.row.email?.toLowerCase()].filter((k): k is string => !!k)
    const first = keys.map((key) => firstLineOf.get(key)).find((l) => l !== undefined)
    if (first !== undefined) {
      problems.push({ line, message: msg('import.lineDuplicate', { line, first }) })
      continue
    }
    for (const key of keys) firstLineOf.set(key, line)
    rows.push(read.row)
  }
  return { ok: true, rows, problems, skipped }
}

/** One line's student, or the first reason it cannot be imported. */
function readLine(
  line: number,
  name: string,
  cell: (field: ImportField) => string,
  options: { properCaseNames?: boolean },
): { row: ImportRow } | { problem: Message } {
  if (!name) return { problem: msg('import.lineNameMissing', { line }) }
  const row: ImportRow = { line, name: options.properCaseNames ? properCase(name) : name }
  const phone = cell('phone')
  if (phone) {
    if (phoneProblem(phone)) return { problem: msg('import.linePhoneInvalid', { line }) }
    row.phone = normalizePhone(phone)
  }
  const email = cell('email')
  if (email) {
    if (!isEmail(email)) return { problem: msg('import.lineEmailInvalid', { line, value: email }) }
    row.email = email
  }
  const checks: [ImportField, (t: string) => unknown, Parameters<typeof msg>[0]][] = [
    ['classe', parseClasse, 'import.lineClasseInvalid'],
    ['type', parseStudentType, 'import.lineTypeInvalid'],
    ['gender', parseGender, 'import.lineGenderInvalid'],
    ['credits', parseCredits, 'import.lineCreditsInvalid'],
    ['expiry', parseImportDate, 'import.lineDateInvalid'],
    ['paid', parseAmountCents, 'import.lineAmountInvalid'],
    ['owed', parseAmountCents, 'import.lineAmountInvalid'],
  ]
  const values: Partial<Record<ImportField, unknown>> = {}
  for (const [field, parse, code] of checks) {
    const text = cell(field)
    const value = parse(text)
    if (value === null) return { problem: msg(code, { line, value: text }) }
    values[field] = value
  }
  Object.assign(row, {
    classe: values.classe,
    type: values.type,
    gender: values.gender,
    credits: values.credits,
    expiry: values.expiry,
    paidCents: values.paid,
    owedCents: values.owed,
  })
  const weekly = cell('weeklyTime')
  if (weekly) {
    const slots = parseWeeklyTimes(weekly)
    if (!slots) return { problem: msg('import.lineWeeklyInvalid', { line, value: weekly }) }
    row.weeklySlots = slots
  }
  for (const field of ['notes', 'club'] as const) {
    const text = cell(field)
    if (text) row[field] = text
  }
  for (const key of Object.keys(row) as (keyof ImportRow)[])
    if (row[key] === undefined) delete row[key]
  return { row }
}
