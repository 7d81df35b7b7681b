import { currencySymbol } from '../../shared/domain/formats'
import type { Formats } from '../../shared/domain/locale'
import { messageText, packageNameText } from '../../shared/message-text'
import type { Message } from '../../shared/messages'

/**
 * CSV (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote or line break
 * quoted with its quotes doubled), safe to open in a spreadsheet.
 */

/**
 * What a spreadsheet may read as the start of a formula: = @ tab CR, and the full-width
 * ＝ ＋ － ＠ some spreadsheets fold into their ASCII forms (never a plain number, so always
 * defused).
 */
const FORMULA_START = /^[=@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * One cell: quoted when needed, and defused when a spreadsheet would run it as a formula
 * (a phone like +5511… or a movement like -1 is a number, not a formula, and is kept as it is).
 */
export function csvCell(value: string): string {
  let v = value
  if (FORMULA_START.test(v) || /^[+-](?!\d+$)/.test(v)) v = `'${v}`
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
}

/** A value as a cell's text: '' for null, ISO 8601 for instants, JSON for lists and objects. */
function csvText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A header row and one row per record, in the columns' order. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(csvText(row[c]))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/**
 * CSV as Brazilian spreadsheets expect it (the reports and the accountant's exports):
 * `;` between cells, decimal comma (1234,50), dates dd/MM/yyyy, UTF-8 with a BOM (so Excel reads
 * the accents), CRLF line ends. A cell with `;`, a quote or a line break is quoted, its quotes
 * doubled; a cell a spreadsheet would run as a formula (starting with = + - @, a tab or CR) gets
 * a leading ' — a plain number such as -12,50 or a phone +5511… is kept as it is.
 */
export const BOM = '\uFEFF'

export type BrCsvValue = string | number | null | undefined

export function brCsvCell(value: BrCsvValue, separator: ';' | ',' = ';'): string {
  let v = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(v) || /^[+-](?![\d.,]+$)/.test(v)) v = `'${v}`
  return /["\n\r]/.test(v) || v.includes(separator) ? `"${v.replace(/"/g, '""')}"` : v
}

/** A header row and the rows, each a list of cells in the header's order, with the BOM. */
export function toBrCsv(
  header: readonly string[],
  rows: readonly BrCsvValue[][],
  separator: ';' | ',' = ';',
): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => brCsvCell(cell, separator)).join(separator),
  )
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** Integer cents as a decimal-comma amount without grouping: 123450 → '1234,50', -5 → '-0,05'. */
export function brCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; 'yyyy-MM' → 'MM/yyyy'; null → ''. */
export function brDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const [y, m, d] = iso.split('-')
  return d ? `${d}/${m}/${y}` : `${m}/${y}`
}

/** A share 0–1 as a percentage with one decimal and a comma: 0.6667 → '66,7'; null → ''. */
export function brPercent(share: number | null): string {
  if (share === null) return ''
  return (Math.round(share * 1000) / 10).toFixed(1).replace('.', ',')
}

/**
 * A spreadsheet CSV in the coach's formats. pt-BR: as above (`;`, 1234,50,
 * dd/MM/yyyy) whatever the currency. English: `,` between cells, a decimal point (1234.50) and
 * ISO dates (2026-11-25, 2026-11), which spreadsheets in English read as numbers and dates.
 * `unit` names the currency in the headers: 'Valor (R$)', 'Valor ($)'.
 */
export interface SheetFormat {
  unit: string
  /** A header or a label (a status, a method) in the sheet's language. */
  text: (message: Message) => string
  /** A package's name: a generated one in the sheet's language, a typed one as typed. */
  packageName: (name: string) => string
  cents: (cents: number) => string
  date: (iso: string | null | undefined) => string
  percent: (share: number | null) => string
  csv: (header: readonly string[], rows: readonly BrCsvValue[][]) => string
}

export function sheetFormat(f: Formats): SheetFormat {
  const unit = currencySymbol(f)
  const texts = {
    text: (message: Message) => messageText(message, {}, f.language),
    packageName: (name: string) => packageNameText(name, f.language),
  }
  if (f.language === 'pt-BR') {
    return {
      unit,
      ...texts,
      cents: brCents,
      date: brDate,
      percent: brPercent,
      csv: (h, r) => toBrCsv(h, r),
    }
  }
  return {
    unit,
    ...texts,
    cents: (cents) => brCents(cents).replace(',', '.'),
    date: (iso) => iso ?? '',
    percent: (share) => brPercent(share).replace(',', '.'),
    csv: (h, r) => toBrCsv(h, r, ','),
  }
}
