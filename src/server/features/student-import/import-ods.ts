import { msg } from '../../../shared/messages'
import {
  ImportRefusal,
  isoDateText,
  MAX_CELL_TEXT,
  numberText,
  type SheetGrid,
  sheetGrid,
} from './import-grid'
import type { SheetCells } from './import-xlsx'
import { xmlEvents } from './import-xml'
import type { ZipParts } from './import-zip'

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet'

/** The namespaces the reader needs, by the prefix it uses for them whatever the file's are. */
const NAMESPACES: Record<string, string> = {
  'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
  'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
  'urn:oasis:names:tc:opendocument:xmlns:style:1.0': 'style',
  'urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0': 'calcext',
}

/**
 * The first visible sheet of an OpenDocument spreadsheet (.ods, and its .ots template):
 * content.xml holds every sheet, read in one pass; the others give only their names.
 * LibreOffice writes a sheet's unused remainder as runs — a row of 16,384 repeated empty
 * cells, 1,048,576 repeated empty rows — which are counted, never laid out.
 */
export function readOds(zip: ZipParts): SheetCells {
  const mimetype = new TextDecoder().decode(zip.bytes('mimetype') ?? new Uint8Array()).trim()
  // .odt, .odp: the same package with a text or a presentation in it
  if (!mimetype.startsWith(ODS_MIMETYPE)) throw new ImportRefusal(msg('import.notWorkbook'))
  const content = zip.text('content.xml')
  if (content === null) throw new Error('ods: content.xml is missing')
  return readContent(content)
}

/** The sheet being read: where its next row goes, and the cells of the row being read. */
interface Sheet {
  name: string
  grid: SheetGrid
  row: number
  rowRepeat: number
  runs: Run[]
}

/** A cell, or a run of repeated cells. */
interface Run {
  text: string
  repeat: number
}

function readContent(xml: string): SheetCells {
  const hiddenStyles = new Set<string>()
  let rename: Rename = null
  let tableStyle: string | null = null
  // table:table elements open: the outermost is a sheet (a cell's content, tables included,
  // goes to its cell reader)
  let tables = 0
  let sheet: Sheet | null = null
  let read: { sheet: string; cells: string[][] } | null = null
  const otherSheets: string[] = []
  let cell: CellReader | null = null
  let first = true
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') {
      cell?.text(event.text)
      continue
    }
    if (first && event.kind === 'open') {
      rename = canonicalNames(event.attrs)
      first = false
    }
    const name = rename ? rename(event.name) : event.name
    if (cell) {
      if (event.kind === 'open') cell.open(name, attrsOf(event.attrs, rename))
      else if (!cell.close(name)) {
        sheet?.runs.push(cell.run())
        cell = null
      }
      continue
    }
    if (event.kind === 'close') {
      if (name === 'table:table' && --tables === 0 && sheet) {
        read = { sheet: sheet.name, cells: sheet.grid.cells() }
        sheet = null
      } else if (name === 'table:table-row' && sheet && tables === 1) endRow(sheet)
      continue
    }
    const attrs = attrsOf(event.attrs, rename)
    if (name === 'style:style')
      tableStyle = attrs['style:family'] === 'table' ? (attrs['style:name'] ?? null) : null
    else if (name === 'style:table-properties' && tableStyle && attrs['table:display'] === 'false')
      hiddenStyles.add(tableStyle)
    else if (name === 'table:table' && ++tables === 1) {
      const sheetName = attrs['table:name'] ?? ''
      if (hiddenStyles.has(attrs['table:style-name'] ?? '')) continue
      if (read || sheet) otherSheets.push(sheetName)
      else sheet = { name: sheetName, grid: sheetGrid(), row: 0, rowRepeat: 1, runs: [] }
    } else if (sheet && tables === 1 && name === 'table:table-row') {
      sheet.runs = []
      sheet.rowRepeat = repeatOf(attrs['table:number-rows-repeated'])
    } else if (sheet && tables === 1 && isCell(name)) cell = cellReader(name, attrs)
  }
  if (!read) throw new ImportRefusal(msg('import.empty'))
  return { ...read, otherSheets }
}

const isCell = (name: string) => name === 'table:table-cell' || name === 'table:covered-table-cell'

const repeatOf = (value: string | undefined) => {
  const n = Number.parseInt(value ?? '1', 10)
  return Number.isNaN(n) ? 1 : Math.max(n, 1)
}

/**
 * A row's cells into the grid, repeated as the row says. Empty cells only move the column
 * along and an empty row only moves the row along: 16,384 empty cells cost one addition.
 */
function endRow(sheet: Sheet) {
  const runs = sheet.runs
  while (runs.length > 0 && runs.at(-1)!.text.trim() === '') runs.pop()
  if (runs.length > 0) {
    // the grid refuses text past its last row or column, so these loops stop there
    for (let copy = 0; copy < sheet.rowRepeat; copy++) {
      let column = 0
      for (const run of runs) {
        if (run.text.trim() !== '')
          for (let i = 0; i < run.repeat; i++)
            sheet.grid.set(sheet.row + copy, column + i, run.text)
        column += run.repeat
      }
    }
  }
  sheet.row += sheet.rowRepeat
}

/** A name as written in the file → the same name with the reader's prefix. */
type Rename = ((name: string) => string) | null

/**
 * 'tb:table-cell' → 'table:table-cell' when the file binds the table namespace to 'tb': the
 * root element declares the namespaces, and a file may name them as it likes. null when the
 * file uses the reader's own prefixes, as LibreOffice does.
 */
function canonicalNames(rootAttrs: Record<string, string>): Rename {
  const prefixes = new Map<string, string>()
  for (const [attr, uri] of Object.entries(rootAttrs)) {
    const canonical = NAMESPACES[uri]
    if (attr.startsWith('xmlns:') && canonical && attr.slice(6) !== canonical)
      prefixes.set(attr.slice(6), canonical)
  }
  if (prefixes.size === 0) return null
  const renamed = new Map<string, string>()
  return (name) => {
    let found = renamed.get(name)
    if (found === undefined) {
      const colon = name.indexOf(':')
      const prefix = prefixes.get(name.slice(0, colon))
      found = colon > 0 && prefix ? `${prefix}${name.slice(colon)}` : name
      renamed.set(name, found)
    }
    return found
  }
}

function attrsOf(attrs: Record<string, string>, rename: Rename) {
  if (!rename) return attrs
  const renamed: Record<string, string> = Object.create(null)
  for (const [name, value] of Object.entries(attrs)) renamed[rename(name)] = value
  return renamed
}

interface CellReader {
  text(text: string): void
  open(name: string, attrs: Record<string, string>): void
  /** false: this closes the cell itself. */
  close(name: string): boolean
  run(): Run
}

/**
 * A cell's value as the coach sees it: the value its type keeps (office:value for numbers,
 * office:date-value…), which a formula's cell holds cached — never evaluated — or its
 * paragraphs joined by line breaks, with text:s spaces and spans; comments (office:annotation)
 * are not part of it. A cell covered by a merge, or a formula's error, is empty.
 */
function cellReader(name: string, attrs: Record<string, string>): CellReader {
  const repeat = repeatOf(attrs['table:number-columns-repeated'])
  const paragraphs: string[] = []
  let length = 0
  // elements open inside the cell, in a paragraph, in a comment
  let depth = 0
  let paragraph = 0
  let annotation = 0
  const append = (text: string) => {
    if (annotation > 0 || paragraph === 0) return
    length += text.length
    if (length > MAX_CELL_TEXT) throw new ImportRefusal(msg('import.workbookTooLarge'))
    paragraphs[paragraphs.length - 1] += text
  }
  return {
    text: append,
    open(child, childAttrs) {
      depth++
      if (child === 'office:annotation') annotation++
      else if (annotation > 0) return
      else if (child === 'text:p' || child === 'text:h') {
        if (paragraph++ === 0) paragraphs.push('')
      } else if (child === 'text:s')
        append(' '.repeat(Math.min(repeatOf(childAttrs['text:c']), MAX_CELL_TEXT + 1)))
      else if (child === 'text:tab') append('\t')
      else if (child === 'text:line-break') append('\n')
    },
    close(child) {
      if (depth-- === 0) return false
      if (child === 'office:annotation') annotation--
      else if (annotation === 0 && (child === 'text:p' || child === 'text:h')) paragraph--
      return true
    },
    run: () => ({ text: cellValue(name, attrs, paragraphs), repeat }),
  }
}

function cellValue(name: string, attrs: Record<string, string>, paragraphs: string[]): string {
  if (name === 'table:covered-table-cell' || attrs['calcext:value-type'] === 'error') return ''
  const number = Number(attrs['office:value'])
  switch (attrs['office:value-type']) {
    case 'float':
      return numberText(number)
    case 'currency':
      return numberText(number, { kind: 'number', decimals: 2 })
    case 'percentage':
      return numberText(number, { kind: 'number', percent: true })
    case 'date':
      return isoDateText(attrs['office:date-value'] ?? '') ?? ''
    case 'time':
      return durationText(attrs['office:time-value'] ?? '')
    case 'boolean':
      return attrs['office:boolean-value'] === 'true' ? 'TRUE' : 'FALSE'
    default:
      return attrs['office:string-value'] ?? paragraphs.join('\n')
  }
}

/** 'PT18H30M00S' → '18:30'. */
function durationText(value: string): string {
  const m = value.match(/^-?PT(\d+)H(\d+)M(\d+)(?:[.,]\d+)?S$/)
  if (!m) return ''
  const [hours, minutes, seconds] = [m[1]!, m[2]!, m[3]!].map((part) => part.padStart(2, '0'))
  return Number(seconds) ? `${hours}:${minutes}:${seconds}` : `${hours}:${minutes}`
}
