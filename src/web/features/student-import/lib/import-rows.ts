import type { Classe, Gender, StudentType } from '@shared/constants'
import type { ImportField, ImportRequest, ImportRowInput } from '@shared/schemas/student-import'
import type { ImportSheet } from '@shared/schemas/student-import.response'

/** What each column of the sheet holds (null: ignored), in the sheet's column order. */
export type ColumnMapping = (ImportField | null)[]

/** A line's values the coach corrected, by field: they win over the sheet's cells. */
export type LineEdits = Record<number, Partial<Record<ImportField, string>>>

/** How many columns the sheet has: its widest row's. */
export const columnCount = (cells: string[][]) =>
  cells.reduce((widest, row) => Math.max(widest, row.length), 0)

/**
 * The mapping the screen starts from: the server's guess for each column when it found the
 * header, else every column ignored (the coach says which holds what).
 */
export function initialMapping(sheet: ImportSheet): ColumnMapping {
  const columns = columnCount(sheet.cells)
  return Array.from({ length: columns }, (_, i) => sheet.header?.columns[i] ?? null)
}

/**
 * How many rows the sheet has up to its last one with something written: the empty rows a file
 * ends with (its last line break, a spreadsheet's formatted blank rows) are not lines to import.
 */
export function filledRowCount(cells: string[][]): number {
  for (let i = cells.length - 1; i >= 0; i--) {
    if (cells[i]?.some((cell) => cell.trim() !== '')) return i + 1
  }
  return 0
}

/** The header row the screen starts from: the server's, else the first row. */
export const initialHeaderRow = (sheet: ImportSheet) => sheet.header?.row ?? 0

/**
 * Gives `field` to column `index`. A field is read from one column only: the column that held
 * it before is ignored from now on (else two columns would fight over the student's name).
 */
export function assignField(
  mapping: ColumnMapping,
  index: number,
  field: ImportField | null,
): ColumnMapping {
  return mapping.map((current, i) => {
    if (i === index) return field
    return field !== null && current === field ? null : current
  })
}

/** The fields the mapping reads, in the sheet's column order. */
export const mappedFields = (mapping: ColumnMapping): ImportField[] =>
  mapping.filter((field): field is ImportField => field !== null)

/** Up to `count` different values of a column under the header, to show what it holds. */
export function columnSamples(
  cells: string[][],
  headerRow: number,
  column: number,
  count = 3,
): string[] {
  const samples: string[] = []
  for (const row of cells.slice(headerRow + 1)) {
    const value = row[column]?.trim()
    if (!value || samples.includes(value)) continue
    samples.push(value)
    if (samples.length === count) break
  }
  return samples
}

/** A line's values as the mapping reads them from its row, with the coach's corrections. */
export function lineValues(
  row: string[],
  mapping: ColumnMapping,
  edits: Partial<Record<ImportField, string>> = {},
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {}
  mapping.forEach((field, column) => {
    const value = row[column]?.trim()
    if (field && value) values[field] = value
  })
  for (const [field, value] of Object.entries(edits) as [ImportField, string][]) {
    const trimmed = value.trim()
    if (trimmed) values[field] = trimmed
    else delete values[field]
  }
  return values
}

/**
 * The rows the preview and the import take: every line under the header (row i of the sheet is
 * its line i + 1, as the server's messages count them), with the mapped columns' values. Empty
 * lines between students go too (the server reports them as skipped); those after the last do not.
 */
export function requestRows(
  cells: string[][],
  headerRow: number,
  mapping: ColumnMapping,
  edits: LineEdits = {},
): ImportRowInput[] {
  const rows: ImportRowInput[] = []
  const end = filledRowCount(cells)
  for (let i = headerRow + 1; i < end; i++) {
    const line = i + 1
    rows.push({ line, values: lineValues(cells[i] ?? [], mapping, edits[line]) })
  }
  return rows
}

/** What the preview and the import take: the lines, the defaults, the names' case. */
export function importRequest(
  cells: string[][],
  headerRow: number,
  mapping: ColumnMapping,
  edits: LineEdits,
  options: { gender: Gender | null; type: StudentType; classe: Classe; properCaseNames: boolean },
): ImportRequest {
  const { properCaseNames, ...defaults } = options
  return { rows: requestRows(cells, headerRow, mapping, edits), defaults, properCaseNames }
}

/** The row of the sheet a line is (line 1 is row 0), or an empty row past its end. */
export const rowOfLine = (cells: string[][], line: number): string[] => cells[line - 1] ?? []

/**
 * The fields the correction of a line offers: the mapped ones, and the gender when no column
 * and no default give it (a line without one cannot be imported).
 */
export function editableFields(
  mapping: ColumnMapping,
  defaultGender: string | null,
): ImportField[] {
  const fields = mappedFields(mapping)
  if (!defaultGender && !fields.includes('gender')) fields.push('gender')
  return fields
}
