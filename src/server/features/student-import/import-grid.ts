import { type Message, msg } from '../../../shared/messages'
import { IMPORT_LIMITS } from './import-text'

/** A workbook the import refuses, with the reason for the coach: thrown deep in the readers. */
export class ImportRefusal extends Error {
  constructor(readonly problem: Message) {
    super(problem)
  }
}

/**
 * The rows a sheet may have: the students, and a title and header above them. A sheet with text
 * further down is refused whole rather than read in part.
 */
const MAX_ROWS = IMPORT_LIMITS.rows + 50

/** Excel's own limit for a cell's text: a longer cell is a file made to be large. */
export const MAX_CELL_TEXT = 32_767

/**
 * The text a sheet may hold in all: a cell can repeat another's text (a shared string, a run
 * of repeated cells) at no cost to the file, but not without end to whoever reads the rows.
 */
const MAX_SHEET_TEXT = 50 * 1024 * 1024

/**
 * The cells of a sheet as a workbook lists them — by position, with gaps, with runs of
 * repeated cells — gathered into rows of text: row 1 at index 0, so a line number is the row
 * the coach sees; missing rows and cells are empty. Only cells with text count: trailing
 * empty cells and rows (what spreadsheet programs write for formatting) are never stored.
 */
export interface SheetGrid {
  /**
   * Puts a cell's text (0-based row and column), trimmed. Throws ImportRefusal for text past
   * the last column or the last row allowed, or more text than a sheet may hold.
   */
  set(row: number, column: number, text: string): void
  cells(): string[][]
}

export function sheetGrid(): SheetGrid {
  const rows: string[][] = []
  let last = -1
  let size = 0
  return {
    set(row, column, text) {
      const value = text.trim()
      if (value === '') return
      if (column >= IMPORT_LIMITS.columns)
        throw new ImportRefusal(msg('import.tooManyColumns', { max: IMPORT_LIMITS.columns }))
      if (row >= MAX_ROWS)
        throw new ImportRefusal(msg('import.tooManyRows', { max: IMPORT_LIMITS.rows }))
      size += value.length
      if (value.length > MAX_CELL_TEXT || size > MAX_SHEET_TEXT)
        throw new ImportRefusal(msg('import.workbookTooLarge'))
      const cells = rows[row] ?? []
      rows[row] = cells
      while (cells.length < column) cells.push('')
      cells[column] = value
      last = Math.max(last, row)
    },
    cells: () => Array.from({ length: last + 1 }, (_, row) => rows[row] ?? []),
  }
}

/** How a cell's number is shown: a date, a clock time, or a number with its decimals. */
export type NumberFormat =
  | { kind: 'date'; date1904?: boolean }
  | { kind: 'time' }
  | { kind: 'number'; decimals?: number; percent?: boolean }

export const GENERAL: NumberFormat = { kind: 'number' }

/**
 * A number as text every reader of the import takes without doubt: '.' as the decimal mark and
 * never a thousands separator (parseAmountCents reads '350.5' as R$ 350,50), whole numbers in
 * full (a phone 11987654321, never 1.1987654321E10), rounded to the decimals its format
 * shows ('R$ 33,33' for 33.333…), else to 15 significant digits — what a spreadsheet keeps —
 * so 105.00000000000001 is 105.
 */
export function numberText(value: number, format: NumberFormat = GENERAL): string {
  if (!Number.isFinite(value)) return ''
  if (format.kind === 'date') return serialDateText(value, format.date1904) ?? numberText(value)
  if (format.kind === 'time') return serialTimeText(value)
  if (format.percent)
    return `${numberText(value * 100, { kind: 'number', decimals: format.decimals })}%`
  const clean = Number(value.toPrecision(15))
  if (format.decimals !== undefined && Math.abs(clean) < 1e15) {
    // half away from zero on the decimal digits, as spreadsheets round (1.005 → 1.01)
    const scale = 10 ** format.decimals
    const shifted = Math.round(Number((Math.abs(clean) * scale).toPrecision(15)))
    const rounded = (Math.sign(clean) * shifted) / scale
    return (rounded === 0 ? 0 : rounded).toFixed(format.decimals)
  }
  if (Number.isInteger(clean) && Math.abs(clean) < 1e21) return clean.toFixed(0)
  return String(clean)
}

/** The built-in formats of ECMA-376 §18.8.30 that are not plain numbers. */
export function builtinFormat(id: number): NumberFormat {
  if ((id >= 14 && id <= 17) || id === 22) return { kind: 'date' }
  if ((id >= 18 && id <= 21) || (id >= 45 && id <= 47)) return { kind: 'time' }
  if (id === 9 || id === 10) return { kind: 'number', decimals: id === 10 ? 2 : 0, percent: true }
  if ([1, 3, 37, 38, 41, 42].includes(id)) return { kind: 'number', decimals: 0 }
  if ([2, 4, 39, 40, 43, 44].includes(id)) return { kind: 'number', decimals: 2 }
  return GENERAL
}

/**
 * What a custom format code shows, from its first section (positive numbers): a date when it
 * has day, month or year tokens, a time when it has hours or seconds only, else a number with
 * the decimals after its '.'. Quoted text, escaped characters, padding and [colour]/[$R$-416]
 * brackets are not tokens.
 */
export function formatOfCode(code: string): NumberFormat {
  const plain = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
  const section = plain.split(';')[0] ?? ''
  const elapsed = /\[(h+|m+|s+)\]/i.test(section)
  const bare = section.replace(/\[[^\]]*\]/g, '')
  const time = elapsed || /[hs]/i.test(bare)
  if (/[dy]/i.test(bare) || (/m/i.test(bare) && !time)) return { kind: 'date' }
  if (time) return { kind: 'time' }
  if (!/[0#?]/.test(bare) || /e[+-]/i.test(bare)) return GENERAL
  const decimals = Math.min(bare.match(/\.([0#?]+)/)?.[1]?.length ?? 0, 20)
  return bare.includes('%')
    ? { kind: 'number', decimals, percent: true }
    : { kind: 'number', decimals }
}

const DAY_MS = 86_400_000

/**
 * A spreadsheet's date serial — days since 1899-12-30 (1900 system), or since 1904-01-01 when
 * the workbook says date1904 — as 'dd/mm/yyyy', the form parseImportDate reads; a time of day
 * is dropped. The 1900 system counts a 29 February 1900 that never was (Lotus 1-2-3's), so the
 * serials before March 1900 count from 1899-12-31. null: not a date a spreadsheet can show.
 */
export function serialDateText(serial: number, date1904 = false): string | null {
  // to the second first: 46096.99999999 is midnight of the next day
  const days = Math.floor(Math.round(serial * 86_400) / 86_400)
  if (days < 0 || days > 2_958_465) return null
  const origin = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, days < 61 ? 31 : 30)
  return dayText(new Date(origin + days * DAY_MS))
}

/** A day as 'dd/mm/yyyy'. */
const dayText = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`

/** The time of day of a serial (its fraction) as 'HH:MM', or 'HH:MM:SS' when it has seconds. */
export function serialTimeText(serial: number): string {
  const seconds = ((Math.round(serial * 86_400) % 86_400) + 86_400) % 86_400
  const text = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`
  return seconds % 60 ? `${text}:${pad(seconds % 60)}` : text
}

/** An ISO date or date-time ('2026-03-15', '2026-03-15T18:00:00') as 'dd/mm/yyyy'. */
export function isoDateText(text: string): string | null {
  const m = text.trim().match(/^(-?\d{4,})-(\d{2})-(\d{2})(?:T|$)/)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null
}

const pad = (n: number) => String(n).padStart(2, '0')
