import { msg } from '../../../shared/messages'
import {
  builtinFormat,
  formatOfCode,
  GENERAL,
  ImportRefusal,
  isoDateText,
  type NumberFormat,
  numberText,
  sheetGrid,
} from './import-grid'
import { localName, xmlEvents } from './import-xml'
import type { ZipParts } from './import-zip'

export interface SheetCells {
  cells: string[][]
  sheet: string
  otherSheets: string[]
}

interface Relationship {
  type: string
  target: string
}

/**
 * The first visible worksheet of an Office Open XML workbook (.xlsx, .xlsm, Strict too): the
 * parts are found through the package's relationships, as Excel does, and only the ones the
 * sheet needs are inflated — the workbook, its relationships, the shared strings, the styles
 * and that one sheet. The names of the other visible sheets come back so the coach can be told
 * they were not read.
 */
export function readXlsx(zip: ZipParts): SheetCells {
  const workbookPath =
    relationships(zip, '_rels/.rels').find((r) => r.type.endsWith('/officeDocument'))?.target ??
    'xl/workbook.xml'
  // .xlsb: the same package with binary parts
  if (workbookPath.endsWith('.bin')) throw new ImportRefusal(msg('import.workbookOld'))
  const workbookXml = zip.text(workbookPath)
  if (workbookXml === null) throw new ImportRefusal(msg('import.notWorkbook'))
  const workbook = readWorkbookXml(workbookXml)
  const rels = new Map(
    relationshipsWithIds(zip, relsPathOf(workbookPath)).map(([id, r]) => [id, r] as const),
  )
  const visible = workbook.sheets.filter((s) => s.state !== 'hidden' && s.state !== 'veryHidden')
  const chosen = visible.find((s) => rels.get(s.rid)?.type.endsWith('/worksheet'))
  if (!chosen) throw new ImportRefusal(msg('import.empty'))
  const partOf = (type: string) => [...rels.values()].find((r) => r.type.endsWith(type))?.target
  const sharedPath = partOf('/sharedStrings')
  const stylesPath = partOf('/styles')
  const shared = sharedPath ? sharedStrings(zip.text(sharedPath) ?? '') : []
  const formats = stylesPath ? cellFormats(zip.text(stylesPath) ?? '', workbook.date1904) : []
  const sheetXml = zip.text(rels.get(chosen.rid)!.target)
  if (sheetXml === null) throw new Error('xlsx: the sheet part is missing')
  return {
    cells: sheetCells(sheetXml, shared, formats),
    sheet: chosen.name,
    otherSheets: visible.filter((s) => s !== chosen).map((s) => s.name),
  }
}

function readWorkbookXml(xml: string) {
  const sheets: { name: string; state: string; rid: string }[] = []
  let date1904 = false
  let root = ''
  for (const event of xmlEvents(xml)) {
    if (event.kind !== 'open') continue
    const name = localName(event.name)
    root ||= name
    if (name === 'workbookPr') date1904 = ['1', 'true'].includes(event.attrs.date1904 ?? '')
    if (name === 'sheet') {
      // r:id, whatever the prefix of the relationships namespace
      const rid = Object.entries(event.attrs).find(
        ([k]) => k.includes(':') && localName(k) === 'id',
      )
      sheets.push({
        name: event.attrs.name ?? '',
        state: event.attrs.state ?? '',
        rid: rid?.[1] ?? '',
      })
    }
  }
  // a .docx or .pptx has the same package, with a document or a presentation in it
  if (root !== 'workbook') throw new ImportRefusal(msg('import.notWorkbook'))
  return { sheets, date1904 }
}

/** 'xl/workbook.xml' → 'xl/_rels/workbook.xml.rels'. */
function relsPathOf(part: string) {
  const slash = part.lastIndexOf('/')
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`
}

function relationships(zip: ZipParts, relsPath: string): Relationship[] {
  return relationshipsWithIds(zip, relsPath).map(([, r]) => r)
}

/** A part's relationships, their targets as paths inside the zip. */
function relationshipsWithIds(zip: ZipParts, relsPath: string): [string, Relationship][] {
  const xml = zip.text(relsPath)
  if (xml === null) return []
  const base = relsPath.replace(/_rels\/[^/]*$/, '')
  const found: [string, Relationship][] = []
  for (const event of xmlEvents(xml)) {
    if (event.kind !== 'open' || localName(event.name) !== 'Relationship') continue
    const { Id = '', Type = '', Target = '', TargetMode } = event.attrs
    if (TargetMode === 'External') continue
    found.push([Id, { type: Type, target: resolvePath(base, Target) }])
  }
  return found
}

/** A relationship's target against the folder of its source: '/xl/a.xml', '../b.xml', 'c.xml'. */
function resolvePath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean)
  for (const part of target.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.' && part !== '') parts.push(part)
  }
  return parts.join('/')
}

/**
 * The shared strings, rich text runs joined; phonetic guides (rPh, Japanese readings) are not
 * part of the text.
 */
function sharedStrings(xml: string): string[] {
  const strings: string[] = []
  let current: string[] | null = null
  let inText = false
  let phonetic = 0
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') {
      if (inText && current && phonetic === 0) current.push(event.text)
      continue
    }
    const name = localName(event.name)
    const opens = event.kind === 'open'
    if (name === 'si') {
      if (opens) current = []
      else {
        strings.push(unescapeOoxml((current ?? []).join('')))
        current = null
      }
    } else if (name === 't') inText = opens
    else if (name === 'rPh') phonetic += opens ? 1 : -1
  }
  return strings
}

/** Excel writes characters XML cannot hold (a carriage return…) as _x000D_. */
const unescapeOoxml = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : text

/** The number format of each cell style (the `s` of a cell), by position in cellXfs. */
function cellFormats(xml: string, date1904: boolean): NumberFormat[] {
  const codes = new Map<number, string>()
  const ids: number[] = []
  let inCellXfs = false
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') continue
    const name = localName(event.name)
    if (name === 'cellXfs') inCellXfs = event.kind === 'open'
    if (event.kind !== 'open') continue
    if (name === 'numFmt') codes.set(Number(event.attrs.numFmtId), event.attrs.formatCode ?? '')
    else if (name === 'xf' && inCellXfs) ids.push(Number(event.attrs.numFmtId ?? 0))
  }
  return ids.map((id) => {
    const code = codes.get(id)
    const format = code === undefined ? builtinFormat(id) : formatOfCode(code)
    return format.kind === 'date' ? { kind: 'date', date1904 } : format
  })
}

/**
 * The sheet's cells by their references ('B3'; a cell or row without one follows the one
 * before). Formulas are never evaluated: a cell shows the value Excel cached (<v>), and a
 * formula with none is empty; an error (#DIV/0!) is empty too.
 */
function sheetCells(xml: string, shared: string[], formats: NumberFormat[]): string[][] {
  const grid = sheetGrid()
  let row = -1
  let column = -1
  let cell: { type: string; style: number; value: string; inline: string[] } | null = null
  let into: 'value' | 'inline' | null = null
  let inInline = false
  let phonetic = 0
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') {
      if (cell && into === 'value') cell.value += event.text
      else if (cell && into === 'inline' && phonetic === 0) cell.inline.push(event.text)
      continue
    }
    const name = localName(event.name)
    if (event.kind === 'close') {
      if (name === 'c' && cell) {
        grid.set(row, column, cellText(cell, shared, formats))
        cell = null
      } else if (name === 'v' || name === 't') into = null
      else if (name === 'is') inInline = false
      else if (name === 'rPh') phonetic--
      continue
    }
    const { attrs } = event
    if (name === 'row') {
      row = attrs.r ? Number(attrs.r) - 1 : row + 1
      column = -1
      if (!Number.isSafeInteger(row) || row < 0) throw new Error(`xlsx: row ${attrs.r}`)
    } else if (name === 'c') {
      const ref = attrs.r ? cellRef(attrs.r) : null
      column = ref ? ref.column : column + 1
      if (ref?.row !== undefined) row = ref.row
      cell = { type: attrs.t ?? 'n', style: Number(attrs.s ?? 0), value: '', inline: [] }
    } else if (name === 'v') into = 'value'
    else if (name === 'is') inInline = true
    else if (name === 't' && inInline) into = 'inline'
    else if (name === 'rPh') phonetic++
  }
  return grid.cells()
}

/** 'B3' → column 1, row 2; '$B$3' too. */
function cellRef(ref: string): { column: number; row?: number } {
  const m = ref.match(/^\$?([A-Za-z]{1,3})\$?(\d*)$/)
  if (!m) throw new Error(`xlsx: cell reference ${ref}`)
  let column = 0
  for (const letter of m[1]!.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64
  return { column: column - 1, row: m[2] ? Number(m[2]) - 1 : undefined }
}

function cellText(
  cell: { type: string; style: number; value: string; inline: string[] },
  shared: string[],
  formats: NumberFormat[],
): string {
  const value = cell.value.trim()
  switch (cell.type) {
    case 's': {
      if (value === '') return ''
      const text = shared[Number(value)]
      if (text === undefined) throw new Error(`xlsx: shared string ${value}`)
      return text
    }
    case 'inlineStr':
      return unescapeOoxml(cell.inline.join(''))
    case 'str':
      return unescapeOoxml(cell.value)
    case 'b':
      return value === '' ? '' : value === '1' || value === 'true' ? 'TRUE' : 'FALSE'
    case 'e':
      return ''
    case 'd':
      return isoDateText(value) ?? value
    default: {
      if (value === '') return ''
      const number = Number(value)
      if (!Number.isFinite(number)) return value
      return numberText(number, formats[cell.style] ?? GENERAL)
    }
  }
}
