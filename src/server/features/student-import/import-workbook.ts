import { type Message, msg } from '../../../shared/messages'
import { ImportRefusal } from './import-grid'
import { readOds } from './import-ods'
import { IMPORT_LIMITS } from './import-text'
import { readXlsx } from './import-xlsx'
import { isZip, openZip } from './import-zip'

export { isZip } from './import-zip'

export type WorkbookCells =
  | { ok: true; format: 'xlsx' | 'ods'; cells: string[][]; sheet: string; otherSheets: string[] }
  | { ok: false; problem: Message }

/** The first bytes of a Compound File (Excel 97–2003 .xls, and an .xlsx saved with a password). */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export const isCompoundFile = (bytes: Uint8Array) => CFB_MAGIC.every((b, i) => bytes[i] === b)

/**
 * The cells of a spreadsheet file's first visible sheet — an .xlsx (Excel, Google Sheets'
 * download) or an .ods (LibreOffice) — as rows of trimmed text, row 1 at index 0, like
 * readDelimited's; the sheet's name and the other visible sheets' names (not read) come with
 * them. Numbers are written as parseAmountCents and the phone rule read them, dates as
 * dd/mm/yyyy, formulas as the value the program cached (never evaluated). A file that is no
 * workbook, an old or password-protected Excel file, a damaged zip, a zip bomb, a sheet past
 * the import's limits or an empty one is refused with the reason for the coach, never read
 * in part (decision 0020).
 */
export function readWorkbook(bytes: Uint8Array): WorkbookCells {
  if (bytes.byteLength > IMPORT_LIMITS.bytes) return refused(msg('import.tooLarge'))
  if (isCompoundFile(bytes)) return refused(msg('import.workbookOld'))
  if (!isZip(bytes)) return refused(msg('import.notWorkbook'))
  try {
    const zip = openZip(bytes)
    let sheet: ReturnType<typeof readXlsx>
    let format: 'xlsx' | 'ods'
    if (zip.has('mimetype')) {
      sheet = readOds(zip)
      format = 'ods'
    } else if (zip.has('_rels/.rels') || zip.has('xl/workbook.xml')) {
      sheet = readXlsx(zip)
      format = 'xlsx'
    } else return refused(msg('import.notWorkbook'))
    if (sheet.cells.length === 0) return refused(msg('import.sheetEmpty', { sheet: sheet.sheet }))
    return { ok: true, format, ...sheet }
  } catch (error) {
    // whatever else a hostile or damaged file makes the readers meet is a damaged file
    return refused(error instanceof ImportRefusal ? error.problem : msg('import.workbookCorrupt'))
  }
}

const refused = (problem: Message): WorkbookCells => ({ ok: false, problem })
