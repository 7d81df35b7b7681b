import { type Message, msg } from '../../../shared/messages'
import { IMPORT_FIELDS, type ImportField } from '../../../shared/schemas/student-import'
import type { ImportSheet } from '../../../shared/schemas/student-import.response'
import { AppError } from '../../lib/app-error'
import { findHeader } from './import-columns'
import { decodeImportText, IMPORT_LIMITS, readDelimited } from './import-text'
import { vcardCells } from './import-vcard'
import { isCompoundFile, isZip, readWorkbook } from './import-workbook'

/** A sheet the coach sent that cannot be read: 400 with why, in plain words. */
const unreadable = (problem: Message) => new AppError('IMPORT_UNREADABLE', problem, 400)

/**
 * The cells of a file the coach sent — an .xlsx or .ods workbook (a zip), a .vcf contacts
 * export, or a delimited text (a .csv of Excel or Google Sheets, cells pasted from a
 * spreadsheet) — and the header found in them. The kind is read from the bytes, never from the
 * name or the declared type, which phones and Windows get wrong (a .csv sent as
 * application/vnd.ms-excel).
 */
export function readImportSheet(bytes: Uint8Array): ImportSheet {
  if (bytes.byteLength > IMPORT_LIMITS.bytes) throw unreadable(msg('import.tooLarge'))
  let format: ImportSheet['format']
  let cells: string[][]
  let sheet: string | null = null
  let otherSheets: string[] = []
  if (isZip(bytes) || isCompoundFile(bytes)) {
    const book = readWorkbook(bytes)
    if (!book.ok) throw unreadable(book.problem)
    format = book.format
    cells = book.cells
    sheet = book.sheet
    otherSheets = book.otherSheets
  } else {
    const text = decodeImportText(bytes)
    if (!text.ok) throw unreadable(text.problem)
    if (/^\s*BEGIN:VCARD/i.test(text.text)) {
      format = 'vcf'
      cells = vcardCells(text.text)
    } else {
      const read = readDelimited(text.text)
      if (!read.ok) throw unreadable(read.problem)
      format = 'csv'
      cells = read.cells
    }
  }
  const header = findHeader(cells)
  // a header and nothing under it: a template, not a sheet of students
  if (header && cells.slice(header.line + 1).every((row) => row.every((cell) => cell === '')))
    throw unreadable(msg('import.noRows'))
  const width = Math.max(0, ...cells.map((row) => row.length))
  return {
    format,
    sheet,
    otherSheets,
    cells,
    header: header && {
      row: header.line,
      columns: Array.from({ length: width }, (_, column) => fieldAt(header.mapping, column)),
    },
  }
}

function fieldAt(
  mapping: Partial<Record<ImportField, number>>,
  column: number,
): ImportField | null {
  return IMPORT_FIELDS.find((field) => mapping[field] === column) ?? null
}
