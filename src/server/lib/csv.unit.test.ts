import { describe, expect, it } from 'vitest'
import { BOM, brCents, brCsvCell, brDate, brPercent, csvCell, sheetFormat, toBrCsv } from './csv'

describe('Brazilian CSV (reports and exports)', () => {
  it('separates with semicolons, quotes what needs it, starts with the BOM and ends lines with CRLF', () => {
    const csv = toBrCsv(
      ['Aluno', 'Valor (R$)'],
      [
        ['Ana; Bia', brCents(123450)],
        ['Diz "oi"', brCents(5)],
        ['linha\nquebrada', null],
      ],
    )
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv.slice(1)).toBe(
      'Aluno;Valor (R$)\r\n"Ana; Bia";1234,50\r\n"Diz ""oi""";0,05\r\n"linha\nquebrada";\r\n',
    )
  })

  it('defuses a formula written with full-width signs (＝ ＋ － ＠)', () => {
    for (const cell of ['\uFF1DHYPERLINK("http://x")', '\uFF0B1+1', '\uFF0D5', '\uFF20SUM(A1)']) {
      expect(brCsvCell(cell), cell).toMatch(/^"?'/)
      expect(csvCell(cell), cell).toMatch(/^"?'/)
    }
  })

  it('defuses formulas and keeps plain numbers and phones', () => {
    expect(brCsvCell('=cmd|/C calc')).toBe("'=cmd|/C calc")
    expect(brCsvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(brCsvCell('+A1')).toBe("'+A1")
    expect(brCsvCell('-2+3')).toBe("'-2+3")
    expect(brCsvCell('\tx')).toBe("'\tx")
    expect(brCsvCell('\rx')).toBe(`"'\rx"`)
    expect(brCsvCell('=a;b')).toBe(`"'=a;b"`)
    expect(brCsvCell('-12,50')).toBe('-12,50')
    expect(brCsvCell('+5511987654321')).toBe('+5511987654321')
    expect(brCsvCell('Ana')).toBe('Ana')
    // the comma is not a separator here: it stays unquoted (the RFC 4180 cell quotes it)
    expect(brCsvCell('1,5')).toBe('1,5')
    expect(csvCell('1,5')).toBe('"1,5"')
  })

  it('writes cents with a decimal comma and no grouping, never through floating point', () => {
    expect(brCents(0)).toBe('0,00')
    expect(brCents(7)).toBe('0,07')
    expect(brCents(123450)).toBe('1234,50')
    expect(brCents(100_000_000)).toBe('1000000,00')
    expect(brCents(-1999)).toBe('-19,99')
  })

  it('writes days as dd/MM/yyyy, months as MM/yyyy and shares as percentages', () => {
    expect(brDate('2026-01-31')).toBe('31/01/2026')
    expect(brDate('2026-03')).toBe('03/2026')
    expect(brDate(null)).toBe('')
    expect(brPercent(2 / 3)).toBe('66,7')
    expect(brPercent(1)).toBe('100,0')
    expect(brPercent(0)).toBe('0,0')
    expect(brPercent(null)).toBe('')
  })
})

describe("sheetFormat: a CSV in the coach's formats (issue 15)", () => {
  it('pt-BR keeps the Brazilian CSV whatever the currency, the unit naming the currency', () => {
    const br = sheetFormat({ language: 'pt-BR', currency: 'BRL' })
    expect(br.unit).toBe('R$')
    expect(br.cents(123450)).toBe(brCents(123450))
    expect(br.date('2026-11-25')).toBe('25/11/2026')
    expect(br.percent(0.6667)).toBe('66,7')
    expect(br.csv(['A', 'B'], [['x;y', 1]])).toBe(toBrCsv(['A', 'B'], [['x;y', 1]]))
    expect(sheetFormat({ language: 'pt-BR', currency: 'EUR' }).unit).toBe('€')
  })
  it('English: commas between cells, a decimal point and ISO dates', () => {
    const en = sheetFormat({ language: 'en', currency: 'USD' })
    expect(en.unit).toBe('$')
    expect(en.cents(123450)).toBe('1234.50')
    expect(en.cents(-5)).toBe('-0.05')
    expect(en.date('2026-11-25')).toBe('2026-11-25')
    expect(en.date('2026-11')).toBe('2026-11')
    expect(en.date(null)).toBe('')
    expect(en.percent(0.6667)).toBe('66.7')
    expect(en.csv(['Name', `Amount (${en.unit})`], [['Smith, Ann', en.cents(500)]])).toBe(
      `${BOM}Name,Amount ($)\r\n"Smith, Ann",5.00\r\n`,
    )
  })
})
