import Papa from 'papaparse'
import { type Message, msg } from '../../../shared/messages'
import { IMPORT_LIMITS } from '../../../shared/schemas/student-import'

export { IMPORT_LIMITS }

export type ImportText = { ok: true; text: string } | { ok: false; problem: Message }

/**
 * A text file's characters, whatever Brazilian Excel saved: UTF-8 (with or without its BOM)
 * when the bytes are valid UTF-8, else Windows-1252 — Excel's "CSV (separado por vírgulas)" on
 * Windows — so 'João' never shows as 'JoÃ£o'. Bytes that are no text at all (NUL bytes, as in
 * an .xlsx or a picture renamed .csv) are refused rather than read as garbage.
 */
export function decodeImportText(bytes: Uint8Array): ImportText {
  if (bytes.byteLength > IMPORT_LIMITS.bytes) return { ok: false, problem: msg('import.tooLarge') }
  if (bytes.includes(0)) return { ok: false, problem: msg('import.notText') }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  // control characters other than tabs and line breaks: a binary file, not a sheet
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) controls++
  }
  if (controls > 0 && controls * 100 > text.length)
    return { ok: false, problem: msg('import.notText') }
  return { ok: true, text }
}

export type ImportCells = { ok: true; cells: string[][] } | { ok: false; problem: Message }

/**
 * The cells of a delimited text: a CSV with ';' (Excel in Brazil, where ',' is the decimal
 * mark) or ',' (Google Sheets), or cells pasted from a spreadsheet (tabs): see separatorOf.
 * Quoted cells may hold separators and line breaks, so a line is a row of the sheet, not of the
 * text. Every cell is trimmed; a formula's text is kept as text, never evaluated.
 */
export function readDelimited(text: string): ImportCells {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    // empty lines are kept: a line's number is the row the coach sees in the spreadsheet
    skipEmptyLines: false,
    // one row past the limit tells a file that is too long from one that is exactly full
    preview: IMPORT_LIMITS.rows + 50,
  })
  const cells = parsed.data.map((row) => row.map((cell) => cell.trim()))
  if (cells.every((row) => row.every((cell) => cell === '')))
    return { ok: false, problem: msg('import.empty') }
  if (cells.some((row) => row.length > IMPORT_LIMITS.columns))
    return { ok: false, problem: msg('import.tooManyColumns', { max: IMPORT_LIMITS.columns }) }
  return { ok: true, cells }
}

/**
 * The separator of a delimited text, from its first non-empty lines: tabs when most of them have
 * one (cells pasted from a spreadsheet), else ';' when most have one (Excel in Brazil, whose
 * amounts still hold commas: 'R$ 350,00'), else ','. Papaparse's own guess wants every line to
 * split alike, and a title row or a trailing empty line made it fall back to ','.
 */
export function separatorOf(text: string): '\t' | ';' | ',' {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 10)
  const most = (char: string) =>
    lines.length > 0 && lines.filter((line) => line.includes(char)).length * 5 >= lines.length * 4
  if (most('\t')) return '\t'
  if (most(';')) return ';'
  return ','
}
