import { readFileSync } from 'node:fs'
import path from 'node:path'
import { constants, deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  ods,
  odsContent,
  odsOf,
  worksheet,
  xlsxOf,
  xlsxParts,
  zipOf,
} from '../../../../tests/fixtures/import/make-workbooks'
import { messageText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import { findHeader } from './import-columns'
import { formatOfCode, ImportRefusal, numberText, serialDateText } from './import-grid'
import { readImportRows } from './import-rows'
import { parseAmountCents } from './import-values'
import { isCompoundFile, isZip, readWorkbook } from './import-workbook'
import { openZip } from './import-zip'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve('tests/fixtures/import', name)))

function cellsOf(bytes: Uint8Array) {
  const read = readWorkbook(bytes)
  if (!read.ok) throw new Error(messageText(read.problem))
  return read
}

/** A workbook's students as the import reads them: its header found, its lines checked. */
function importOf(bytes: Uint8Array) {
  const { cells } = cellsOf(bytes)
  const header = findHeader(cells)
  if (!header) throw new Error('no header')
  const result = readImportRows(cells, header)
  if (!result.ok) throw new Error(messageText(result.problem))
  return {
    rows: result.rows,
    problems: result.problems.map((p) => messageText(p.message)),
    skipped: result.skipped.map((p) => messageText(p.message)),
  }
}

/** An .xlsx of one sheet made of these rows, with inline strings (no shared strings part). */
const xlsxSheet = (rows: string, options: { date1904?: boolean } = {}) =>
  xlsxOf({ sheets: [{ name: 'Planilha1', xml: worksheet(rows) }], ...options })

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`

/** An .ods of one sheet made of these rows. */
const odsSheet = (rows: string) => odsOf(odsContent(ods.table('Planilha1', rows)))

/** The students both fixtures hold, read the same from Excel's file and LibreOffice's. */
const FIXTURE_STUDENTS = {
  rows: [
    {
      line: 3,
      name: 'João Araújo',
      phone: '5511987654321',
      email: 'joao@exemplo.com.br',
      classe: '4-classe',
      type: 'fixed',
      credits: 8,
      expiry: '2026-03-15',
      paidCents: 70_000,
      owedCents: 35_050,
      weeklySlots: [
        { weekday: 2, time: '18:00' },
        { weekday: 4, time: '18:00' },
      ],
      notes: 'Prefere a quadra 2',
    },
    {
      line: 4,
      name: 'Maria Conceição',
      phone: '5521998765432',
      classe: '3-classe',
      type: 'occasional',
      credits: 4,
      expiry: '2026-04-30',
      notes: 'Sábado    cedo',
    },
    {
      line: 6,
      name: 'Beatriz Nogueira',
      phone: '5511977776666',
      email: 'bia@exemplo.com',
      classe: 'profissional',
      type: 'fixed',
      credits: 10,
      expiry: '2026-03-31',
      paidCents: 100_000,
      owedCents: 33_333,
      weeklySlots: [
        { weekday: 1, time: '07:00' },
        { weekday: 2, time: '07:00' },
        { weekday: 3, time: '07:00' },
      ],
    },
    {
      line: 7,
      name: 'Carlos Dias',
      phone: '554832221000',
      type: 'occasional',
      credits: 0,
      notes: 'Joelho operado\nem 2024',
    },
  ],
  problems: ['Linha 8: data 31/02/2026 não existe'],
  skipped: ['Linha 9: linha de total, ignorada'],
}

describe('an .xlsx saved by Excel', () => {
  const read = () => cellsOf(fixture('alunos-excel.xlsx'))

  it('reads the first visible sheet and names the other visible ones', () => {
    const { sheet, otherSheets } = read()
    expect(sheet).toBe('Alunos')
    // 'Config' is hidden: the coach does not see it either
    expect(otherSheets).toEqual(['Pagamentos'])
  })

  it('reads the cells as the coach sees them, line numbers kept', () => {
    const { cells } = read()
    expect(cells[0]).toEqual(['Alunos 2026 — Quadra Tênis Clube'])
    expect(cells[2]).toEqual([
      'João Araújo',
      // a phone kept as a number, written in full
      '11987654321',
      'joao@exemplo.com.br',
      '4ª classe',
      'Fixo',
      '8',
      // built-in date format 14
      '15/03/2026',
      // "R$" #,##0.00
      '700.00',
      '350.50',
      'ter e qui 18h',
      'Prefere a quadra 2',
    ])
    // a name in rich text (its surname in bold); a custom dd/mm/yyyy date
    expect(cells[3]![0]).toBe('Maria Conceição')
    expect(cells[3]![6]).toBe('30/04/2026')
    // row 5 has no <row> in the file: an empty line, so row 6 is line 6
    expect(cells[4]).toEqual([])
    expect(cells[5]![0]).toBe('Beatriz Nogueira')
    // a date and time: the date
    expect(cells[5]![6]).toBe('31/03/2026')
    // =H6/3 cached as 333.33333333333331, shown with the currency's two decimals
    expect(cells[5]![8]).toBe('333.33')
    // =1/0 (#DIV/0!) is empty
    expect(cells[5]).toHaveLength(10)
    expect(cells[6]![10]).toBe('Joelho operado\nem 2024')
    // a formula saved with no cached value is empty, never evaluated
    expect(cells[7]).toHaveLength(7)
    expect(cells[8]).toEqual(['Total', '', '', '', '', '24', '', '1700.00', '683.83'])
    expect(cells).toHaveLength(9)
  })

  it('gives the students through the same header and line checks as a CSV', () => {
    expect(importOf(fixture('alunos-excel.xlsx'))).toEqual(FIXTURE_STUDENTS)
  })
})

describe('an .ods saved by LibreOffice Calc', () => {
  it('reads the same cells as the Excel file, its 16,384 × 1,048,576 remainder never laid out', () => {
    const started = performance.now()
    const read = cellsOf(fixture('alunos-libreoffice.ods'))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(read.sheet).toBe('Alunos')
    expect(read.otherSheets).toEqual(['Pagamentos'])
    expect(read.cells).toEqual(cellsOf(fixture('alunos-excel.xlsx')).cells)
    // the cell's comment ('Confirmar no WhatsApp') is not its text; text:s are spaces
    expect(read.cells[2]![10]).toBe('Prefere a quadra 2')
    expect(read.cells[3]![10]).toBe('Sábado    cedo')
  })

  it('gives the students through the same header and line checks', () => {
    expect(importOf(fixture('alunos-libreoffice.ods'))).toEqual(FIXTURE_STUDENTS)
  })

  it('lays out repeated rows and cells that hold text, and keeps line numbers across empty runs', () => {
    const { text, float, empty, row } = ods
    const { cells } = cellsOf(
      odsSheet(
        row(text('Nome') + text('Telefone') + empty(16_382)) +
          row(empty(16_384), 1_000) +
          row(`${text('Ana')}${float(11987654321)}${empty(16_382)}`, 2) +
          row(
            '<table:table-cell office:value-type="percentage" office:value="0.15"><text:p>15%</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="boolean" office:boolean-value="true"><text:p>VERDADEIRO</text:p></table:table-cell>' +
              '<table:table-cell office:value-type="time" office:time-value="PT18H30M00S"><text:p>18:30</text:p></table:table-cell>' +
              '<table:table-cell><text:p>sem tipo</text:p></table:table-cell>',
          ) +
          row(empty(16_384), 1_047_000),
      ),
    )
    expect(cells).toHaveLength(1_004)
    expect(cells[1]).toEqual([])
    expect(cells[1_001]).toEqual(['Ana', '11987654321'])
    expect(cells[1_002]).toEqual(['Ana', '11987654321'])
    expect(cells[1_003]).toEqual(['15%', 'TRUE', '18:30', 'sem tipo'])
  })

  it('reads a file whose namespaces have other prefixes', () => {
    const content = odsContent(ods.table('Planilha1', ods.row(ods.text('Nome') + ods.text('Tel'))))
      .replace(/(<\/?| )table:/g, '$1tb:')
      .replace(/(<\/?| )text:/g, '$1tx:')
      .replace('xmlns:table=', 'xmlns:tb=')
      .replace('xmlns:text=', 'xmlns:tx=')
    expect(content).toContain('<tb:table-cell')
    expect(cellsOf(odsOf(content)).cells).toEqual([['Nome', 'Tel']])
  })
})

describe('the values of a workbook', () => {
  it('writes numbers so the import reads them without doubt', () => {
    expect(numberText(11987654321)).toBe('11987654321')
    expect(numberText(5511987654321)).toBe('5511987654321')
    expect(numberText(350.5)).toBe('350.5')
    expect(parseAmountCents(numberText(350.5))).toBe(35_050)
    expect(parseAmountCents(numberText(1234.5))).toBe(123_450)
    expect(parseAmountCents(numberText(1234))).toBe(123_400)
    // floating-point noise as a spreadsheet stores it
    expect(numberText(105.00000000000001)).toBe('105')
    expect(numberText(0.1 + 0.2)).toBe('0.3')
    // a format's decimals, rounded half away from zero as spreadsheets do
    expect(numberText(1.005, { kind: 'number', decimals: 2 })).toBe('1.01')
    expect(numberText(-2.5, { kind: 'number', decimals: 0 })).toBe('-3')
    expect(numberText(-0.001, { kind: 'number', decimals: 2 })).toBe('0.00')
    expect(numberText(0.155, { kind: 'number', decimals: 1, percent: true })).toBe('15.5%')
  })

  it('turns date serials into dd/mm/yyyy, in the 1900 and the 1904 systems', () => {
    expect(serialDateText(46096)).toBe('15/03/2026')
    expect(serialDateText(46096.99999999)).toBe('16/03/2026')
    expect(serialDateText(1)).toBe('01/01/1900')
    expect(serialDateText(59)).toBe('28/02/1900')
    expect(serialDateText(61)).toBe('01/03/1900')
    expect(serialDateText(46096 - 1462, true)).toBe('15/03/2026')
    expect(serialDateText(-1)).toBeNull()
  })

  it('tells date, time and number formats apart from their codes', () => {
    expect(formatOfCode('dd/mm/yyyy;@')).toEqual({ kind: 'date' })
    expect(formatOfCode('[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy')).toEqual({ kind: 'date' })
    expect(formatOfCode('mmm-yy')).toEqual({ kind: 'date' })
    expect(formatOfCode('h:mm')).toEqual({ kind: 'time' })
    expect(formatOfCode('[h]:mm:ss')).toEqual({ kind: 'time' })
    expect(formatOfCode('mm:ss')).toEqual({ kind: 'time' })
    expect(formatOfCode('"R$"\\ #,##0.00')).toEqual({ kind: 'number', decimals: 2 })
    expect(formatOfCode('[$R$-416]\\ #,##0.00;[Red]\\-[$R$-416]\\ #,##0.00')).toEqual({
      kind: 'number',
      decimals: 2,
    })
    expect(
      formatOfCode('_-"R$"\\ * #,##0.00_-;\\-"R$"\\ * #,##0.00_-;_-"R$"\\ * "-"??_-;_-@_-'),
    ).toEqual({ kind: 'number', decimals: 2 })
    expect(formatOfCode('0%')).toEqual({ kind: 'number', decimals: 0, percent: true })
    expect(formatOfCode('(00) 00000-0000')).toEqual({ kind: 'number', decimals: 0 })
    expect(formatOfCode('General')).toEqual({ kind: 'number' })
    expect(formatOfCode('0.00E+00')).toEqual({ kind: 'number' })
    expect(formatOfCode('@')).toEqual({ kind: 'number' })
  })

  it('reads the cell types other programs write: inline strings, formula strings, booleans, 1904 dates', () => {
    const { cells } = cellsOf(
      xlsxSheet(
        // cells and rows without references follow the one before
        `<row>${inline('A1', 'Nome')}<c t="inlineStr"><is><r><t>Obs</t></r><r><t>ervações</t></r></is></c></row>` +
          `<row><c t="inlineStr"><is><t>Linha 1_x000D_\nLinha 2</t><rPh sb="0" eb="1"><t>ふりがな</t></rPh></is></c>` +
          `<c t="str"><f>A2&amp;"!"</f><v>texto &amp; fórmula</v></c><c t="b"><v>1</v></c><c t="b"><v>0</v></c>` +
          `<c t="d"><v>2026-03-15T00:00:00</v></c><c s="0"><v>1.5E+3</v></c></row>`,
        { date1904: true },
      ),
    )
    expect(cells).toEqual([
      ['Nome', 'Observações'],
      ['Linha 1\r\nLinha 2', 'texto & fórmula', 'TRUE', 'FALSE', '15/03/2026', '1500'],
    ])
    const dated = xlsxOf({
      sheets: [{ name: 'A', xml: worksheet(`<row r="1"><c r="A1" s="3"><v>44634</v></c></row>`) }],
      styles: undefined,
      date1904: true,
    })
    expect(cellsOf(dated).cells).toEqual([['15/03/2026']])
  })

  it('reads a sheet whose elements carry a prefix, and skips hidden sheets before the first visible', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
    const prefixed = `<?xml version="1.0"?><x:worksheet xmlns:x="${ns}"><x:sheetData><x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>Ana</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`
    const read = cellsOf(
      xlsxOf({
        sheets: [
          {
            name: 'Oculta',
            xml: worksheet(`<row r="1">${inline('A1', 'não')}</row>`),
            state: 'hidden',
          },
          { name: 'Alunos', xml: prefixed },
        ],
      }),
    )
    expect(read).toEqual({
      ok: true,
      format: 'xlsx',
      sheet: 'Alunos',
      otherSheets: [],
      cells: [[], ['', 'Ana']],
    })
  })
})

describe('workbooks past the limits', () => {
  it('refuses text in a 101st column, not the empty cells Excel formats out to XFD', () => {
    expect(
      readWorkbook(xlsxSheet(`<row r="1">${inline('CV1', 'ok')}<c r="XFD1" s="1"/></row>`)),
    ).toMatchObject({ ok: true })
    expect(readWorkbook(xlsxSheet(`<row r="1">${inline('CW1', 'a mais')}</row>`))).toEqual({
      ok: false,
      problem: msg('import.tooManyColumns', { max: 100 }),
    })
    const wide = ods.row(
      '<table:table-cell office:value-type="string" table:number-columns-repeated="16384"><text:p>x</text:p></table:table-cell>',
    )
    expect(readWorkbook(odsSheet(wide))).toEqual({
      ok: false,
      problem: msg('import.tooManyColumns', { max: 100 }),
    })
  })

  it('refuses text past row 5,050 rather than reading part of the sheet, at once', () => {
    const styledEnd = `<row r="1">${inline('A1', 'Nome')}</row><row r="1048576" s="1" customFormat="1"><c r="A1048576" s="1"/></row>`
    expect(cellsOf(xlsxSheet(styledEnd)).cells).toEqual([['Nome']])
    const far = `<row r="1">${inline('A1', 'Nome')}</row><row r="900000">${inline('A900000', 'Ana')}</row>`
    expect(readWorkbook(xlsxSheet(far))).toEqual({
      ok: false,
      problem: msg('import.tooManyRows', { max: 5_000 }),
    })
    const started = performance.now()
    const repeated =
      ods.row(ods.text('Nome') + ods.text('Telefone')) +
      ods.row(ods.text('Ana') + ods.float(11987654321), 1_048_575)
    expect(readWorkbook(odsSheet(repeated))).toEqual({
      ok: false,
      problem: msg('import.tooManyRows', { max: 5_000 }),
    })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('refuses a cell of more text than a spreadsheet cell holds (runs of text:s)', () => {
    const spaces = ods.row(
      '<table:table-cell office:value-type="string"><text:p>a<text:s text:c="999999999"/>b</text:p></table:table-cell>',
    )
    expect(readWorkbook(odsSheet(spaces))).toEqual({
      ok: false,
      problem: msg('import.workbookTooLarge'),
    })
  })
})

/**
 * A zip whose entries are given already deflated, with the sizes it declares: what a zip bomb
 * is, since a 200 MB sheet would take seconds to compress in the test.
 */
function rawZip(entries: { name: string; deflated: Uint8Array; size: number }[]): Uint8Array {
  const local: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const { name, deflated, size } of entries) {
    const nameBytes = new TextEncoder().encode(name)
    const header = (signature: number, length: number) => {
      const bytes = new Uint8Array(length + nameBytes.length)
      const view = new DataView(bytes.buffer)
      view.setUint32(0, signature, true)
      return { bytes, view }
    }
    const l = header(0x04034b50, 30)
    l.view.setUint16(4, 20, true)
    l.view.setUint16(8, 8, true)
    l.view.setUint32(18, deflated.length, true)
    l.view.setUint32(22, size, true)
    l.view.setUint16(26, nameBytes.length, true)
    l.bytes.set(nameBytes, 30)
    const c = header(0x02014b50, 46)
    c.view.setUint16(4, 20, true)
    c.view.setUint16(6, 20, true)
    c.view.setUint16(10, 8, true)
    c.view.setUint32(20, deflated.length, true)
    c.view.setUint32(24, size, true)
    c.view.setUint16(28, nameBytes.length, true)
    c.view.setUint32(42, offset, true)
    c.bytes.set(nameBytes, 46)
    local.push(l.bytes, deflated)
    central.push(c.bytes)
    offset += l.bytes.length + deflated.length
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0)
  const end = new Uint8Array(22)
  const view = new DataView(end.buffer)
  view.setUint32(0, 0x06054b50, true)
  view.setUint16(8, entries.length, true)
  view.setUint16(10, entries.length, true)
  view.setUint32(12, centralSize, true)
  view.setUint32(16, offset, true)
  const parts = [...local, ...central, end]
  const zip = new Uint8Array(parts.reduce((n, b) => n + b.length, 0))
  let at = 0
  for (const part of parts) {
    zip.set(part, at)
    at += part.length
  }
  return zip
}

/** 200 MB of '<row/>' deflated to ~300 kB: one fully flushed block repeated, then the last. */
function bombSheet(): { deflated: Uint8Array; size: number } {
  const piece = Buffer.from('<row/>'.repeat(174_762))
  const block = deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const copies = 200
  return {
    deflated: Buffer.concat([
      ...Array<Buffer>(copies).fill(block),
      deflateRawSync(Buffer.alloc(0)),
    ]),
    size: piece.length * copies,
  }
}

/** A one-sheet .xlsx whose sheet is the given deflated entry, the other parts Excel's. */
function xlsxWithSheet(sheet: { deflated: Uint8Array; size: number }) {
  const parts = xlsxParts({ sheets: [{ name: 'Alunos', xml: '' }] })
  const entries = Object.entries(parts)
    .filter(([name]) => name !== 'xl/worksheets/sheet1.xml')
    .map(([name, text]) => {
      const raw = new TextEncoder().encode(text)
      return { name, deflated: deflateRawSync(raw), size: raw.length }
    })
  return rawZip([...entries, { name: 'xl/worksheets/sheet1.xml', ...sheet }])
}

describe('a zip bomb in an .xlsx', () => {
  it('is refused from its declared size, before anything is inflated', () => {
    const bomb = bombSheet()
    expect(bomb.deflated.length).toBeLessThan(1024 * 1024)
    const started = performance.now()
    expect(readWorkbook(xlsxWithSheet(bomb))).toEqual({
      ok: false,
      problem: msg('import.workbookTooLarge'),
    })
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('is refused as soon as it inflates past the size its headers declare', () => {
    const bomb = bombSheet()
    const started = performance.now()
    expect(readWorkbook(xlsxWithSheet({ deflated: bomb.deflated, size: 1_000 }))).toEqual({
      ok: false,
      problem: msg('import.workbookCorrupt'),
    })
    // inflating all 200 MB takes seconds: it stops past the first 1,000 bytes
    expect(performance.now() - started).toBeLessThan(1_000)
    // declared within the limits, it is still refused once past what it declared
    expect(
      readWorkbook(xlsxWithSheet({ deflated: bomb.deflated, size: 40 * 1024 * 1024 })),
    ).toEqual({ ok: false, problem: msg('import.workbookCorrupt') })
  })

  it('counts the parts together against the limit for the whole file', () => {
    const limits = { part: 2 * 1024 * 1024, total: 3.5 * 1024 * 1024 }
    // 1 MB of '<row/>' each, declared as it is: each within a part's limit, the fourth past the total
    const piece = Buffer.from('<row/>'.repeat(174_762))
    const honest = { deflated: deflateRawSync(piece), size: piece.length }
    const zip = rawZip([
      { name: 'a.xml', ...honest },
      { name: 'b.xml', ...honest },
      { name: 'c.xml', ...honest },
      { name: 'd.xml', ...honest },
    ])
    const parts = openZip(zip, limits)
    expect(parts.bytes('a.xml')).toHaveLength(piece.length)
    expect(parts.text('b.xml')).toHaveLength(piece.length)
    expect(parts.bytes('c.xml')).toHaveLength(piece.length)
    expect(() => parts.bytes('d.xml')).toThrow(new ImportRefusal(msg('import.workbookTooLarge')))
  })
})

describe('files that are no workbook the import can read', () => {
  const refusal = (bytes: Uint8Array) => {
    const read = readWorkbook(bytes)
    return read.ok ? 'read' : read.problem
  }
  const officeDocument = (target: string) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`

  it('tells the coach what to do with an old .xls, a binary .xlsb or a password-protected file', () => {
    // an .xls, and an .xlsx saved with a password: both a Compound File, not a zip
    const cfb = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    expect(isCompoundFile(cfb)).toBe(true)
    expect(refusal(cfb)).toBe(msg('import.workbookOld'))
    expect(messageText(msg('import.workbookOld'))).toContain('salve como .xlsx ou .csv')
    const xlsb = zipOf({
      '_rels/.rels': officeDocument('xl/workbook.bin'),
      'xl/workbook.bin': 'binário',
    })
    expect(refusal(xlsb)).toBe(msg('import.workbookOld'))
  })

  it('refuses garbage, a Word document, a text document and a zip of something else', () => {
    expect(isZip(fixture('alunos-excel.xlsx'))).toBe(true)
    expect(isZip(fixture('google-sheets.csv'))).toBe(false)
    expect(refusal(Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))).toBe(
      msg('import.notWorkbook'),
    )
    expect(refusal(fixture('google-sheets.csv'))).toBe(msg('import.notWorkbook'))
    const docx = zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      '_rels/.rels': officeDocument('word/document.xml'),
      'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lista de alunos</w:t></w:r></w:p></w:body></w:document>`,
    })
    expect(refusal(docx)).toBe(msg('import.notWorkbook'))
    const odt = odsOf(odsContent(''), 'application/vnd.oasis.opendocument.text')
    expect(refusal(odt)).toBe(msg('import.notWorkbook'))
    expect(refusal(zipOf({ 'alunos.txt': 'Ana;11987654321' }))).toBe(msg('import.notWorkbook'))
  })

  it('refuses a damaged file as damaged, never in part', () => {
    const excel = fixture('alunos-excel.xlsx')
    expect(refusal(excel.subarray(0, excel.length / 2))).toBe(msg('import.workbookCorrupt'))
    // the sheet's XML cut short: its rows so far are not given as the sheet
    const cut = worksheet(`<row r="1">${inline('A1', 'Nome')}</row>`).replace('</worksheet>', '')
    expect(refusal(xlsxOf({ sheets: [{ name: 'A', xml: cut }] }))).toBe(
      msg('import.workbookCorrupt'),
    )
    // a shared string that is not there
    const missing = worksheet('<row r="1"><c r="A1" t="s"><v>7</v></c></row>')
    expect(refusal(xlsxOf({ sheets: [{ name: 'A', xml: missing }] }))).toBe(
      msg('import.workbookCorrupt'),
    )
    // entities of the file's own (the billion laughs) are never expanded
    const sheet = worksheet(`<row r="1">${inline('A1', '&b;')}</row>`).replace(
      /^<\?xml[^>]*>\n/,
      '',
    )
    const laughs = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${sheet}`
    expect(refusal(xlsxOf({ sheets: [{ name: 'A', xml: laughs }] }))).toBe(
      msg('import.workbookCorrupt'),
    )
  })

  it('refuses an empty sheet by its name, and a file over 10 MB', () => {
    expect(refusal(xlsxSheet(''))).toBe(msg('import.sheetEmpty', { sheet: 'Planilha1' }))
    expect(refusal(odsSheet(ods.row(ods.empty(16_384), 1_048_576)))).toBe(
      msg('import.sheetEmpty', { sheet: 'Planilha1' }),
    )
    expect(messageText(msg('import.sheetEmpty', { sheet: 'Planilha1' }))).toBe(
      'A aba "Planilha1" está vazia. Coloque os alunos na primeira aba da planilha e envie de novo.',
    )
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set([0x50, 0x4b, 3, 4])
    expect(refusal(big)).toBe(msg('import.tooLarge'))
  })
})
