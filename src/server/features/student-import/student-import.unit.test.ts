import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import { fieldOfHeader, findHeader } from './import-columns'
import { readImportRows } from './import-rows'
import { decodeImportText, readDelimited } from './import-text'
import {
  parseAmountCents,
  parseClasse,
  parseCredits,
  parseImportDate,
  properCase,
} from './import-values'
import { vcardCells } from './import-vcard'
import { parseWeeklyTimes } from './import-weekly'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve('tests/fixtures/import', name)))

/** A fixture read as the import reads it: decoded, split, its header found, its lines checked. */
function importOf(name: string, options: { properCaseNames?: boolean } = {}) {
  const text = decodeImportText(fixture(name))
  if (!text.ok) throw new Error(messageText(text.problem))
  const cells = readDelimited(text.text)
  if (!cells.ok) throw new Error(messageText(cells.problem))
  const header = findHeader(cells.cells)
  if (!header) throw new Error('no header')
  const result = readImportRows(cells.cells, header, options)
  if (!result.ok) throw new Error(messageText(result.problem))
  return {
    ...result,
    problems: result.problems.map((p) => messageText(p.message)),
    skipped: result.skipped.map((p) => messageText(p.message)),
  }
}

describe('a CSV saved by Excel in Brazil (Windows-1252, ";", R$, a title row, a total line)', () => {
  it('reads the accents right, never as mojibake', () => {
    const { rows } = importOf('excel-br-windows-1252.csv')
    expect(rows[0]!.name).toBe('João Araújo')
    expect(rows[1]!.name).toBe('MARIA CONCEIÇÃO')
    // UTF-8 read as Latin-1 would show 'Ã£', 'Ã§', 'Ã©'…
    expect(JSON.stringify(rows)).not.toMatch(/Ã[£§©¡º³­ª]/)
  })

  it('turns every line into a student or a reason in plain Portuguese, with its line number', () => {
    const { rows, problems, skipped } = importOf('excel-br-windows-1252.csv')
    expect(rows).toEqual([
      {
        line: 3,
        name: 'João Araújo',
        phone: '5511987654321',
        email: 'joao@exemplo.com.br',
        classe: '4-classe',
        type: 'fixed',
        credits: 8,
        expiry: '2026-03-15',
        owedCents: 35_000,
      },
      {
        line: 4,
        name: 'MARIA CONCEIÇÃO',
        phone: '5521998765432',
        classe: '3-classe',
        type: 'occasional',
      },
    ])
    expect(problems).toEqual([
      'Linha 6: telefone inválido — confira o DDD',
      'Linha 7: data 31/02/2026 não existe',
    ])
    expect(skipped).toEqual(['Linha 8: linha de total, ignorada'])
  })

  it('puts names in capitals in proper case only when the coach asks', () => {
    const { rows } = importOf('excel-br-windows-1252.csv', { properCaseNames: true })
    expect(rows[1]!.name).toBe('Maria Conceição')
  })
})

describe('a CSV exported by Google Sheets (UTF-8, ",", quoted cells)', () => {
  it("reads quoted commas and line breaks, two-digit years and WhatsApp's invisible marks", () => {
    const { rows, problems } = importOf('google-sheets.csv')
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Beatriz Nogueira',
        phone: '5511977776666',
        email: 'bia@exemplo.com',
        credits: 5,
        expiry: '2026-04-01',
        owedCents: 12_050,
        notes: 'Prefere manhã, sábado',
      },
      {
        line: 3,
        name: 'Carlos Dias',
        phone: '554832221000',
        credits: 0,
        notes: 'Joelho operado\nem 2024',
      },
    ])
  })
})

describe('cells pasted from a spreadsheet (tabs)', () => {
  it('finds the tab separator and repeated students', () => {
    const cells = readDelimited(
      'Name\tPhone\tEmail\nAna\t11987654321\tana@x.com\nAna B\t(11) 98765-4321\t\n',
    )
    expect(cells.ok).toBe(true)
    if (!cells.ok) return
    const result = readImportRows(cells.cells, findHeader(cells.cells)!)
    expect(result.ok && result.problems.map((p) => messageText(p.message))).toEqual([
      'Linha 3: aluno repetido (mesmo telefone ou e-mail da linha 2)',
    ])
  })
})

describe('files that are no sheet', () => {
  it('refuses binary bytes under a .csv name, an empty file and a header with no students', () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0])
    expect(decodeImportText(zip)).toEqual({ ok: false, problem: msg('import.notText') })
    const controls = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0x41])
    expect(decodeImportText(controls)).toEqual({ ok: false, problem: msg('import.notText') })
    expect(readDelimited('\n\n')).toEqual({ ok: false, problem: msg('import.empty') })
    const header = readDelimited('Nome;Telefone\n')
    expect(header.ok && readImportRows(header.cells, findHeader(header.cells)!)).toEqual({
      ok: false,
      problem: msg('import.noRows'),
    })
  })

  it('refuses a file over 10 MB, more than 5,000 students and 100,000 columns', () => {
    expect(decodeImportText(new Uint8Array(10 * 1024 * 1024 + 1))).toMatchObject({ ok: false })
    const wide = readDelimited(`${'a;'.repeat(100_000)}\n`)
    expect(wide).toEqual({ ok: false, problem: msg('import.tooManyColumns', { max: 100 }) })
    const long = readDelimited(`Nome;Telefone\n${'Ana;\n'.repeat(5_001)}`)
    expect(long.ok && readImportRows(long.cells, findHeader(long.cells)!)).toEqual({
      ok: false,
      problem: msg('import.tooManyRows', { max: 5_000 }),
    })
  })

  it('keeps a formula as text, never evaluated', () => {
    const cells = readDelimited('Nome;Observações\n"=HYPERLINK(""http://x"")";=1+1\n')
    expect(cells.ok && cells.cells[1]).toEqual(['=HYPERLINK("http://x")', '=1+1'])
  })
})

describe('the values of a Brazilian sheet', () => {
  it('reads headers in Portuguese and English, the longest alias winning', () => {
    expect(fieldOfHeader('Telefone celular')).toBe('phone')
    expect(fieldOfHeader('E-mail')).toBe('email')
    expect(fieldOfHeader('Saldo devedor')).toBe('owed')
    expect(fieldOfHeader('Saldo de aulas')).toBe('credits')
    expect(fieldOfHeader('Classes left')).toBe('credits')
    expect(fieldOfHeader('Valor pago (R$)')).toBe('paid')
    expect(fieldOfHeader('Data de nascimento')).toBeNull()
  })

  it('reads amounts, dates, classes left and levels as people type them', () => {
    expect(parseAmountCents('R$ 1.234,56')).toBe(123_456)
    expect(parseAmountCents('350')).toBe(35_000)
    expect(parseAmountCents('350,5')).toBe(35_050)
    expect(parseAmountCents('1,234.56')).toBe(123_456)
    expect(parseAmountCents('')).toBeUndefined()
    expect(parseAmountCents('dez reais')).toBeNull()
    expect(parseImportDate('05/03/2026')).toBe('2026-03-05')
    expect(parseImportDate('5/3/26')).toBe('2026-03-05')
    expect(parseImportDate('2026-03-05')).toBe('2026-03-05')
    expect(parseImportDate('29/02/2026')).toBeNull()
    expect(parseImportDate('29/02/2028')).toBe('2028-02-29')
    expect(parseCredits('8 aulas')).toBe(8)
    expect(parseCredits('oito')).toBeNull()
    expect(parseClasse('4ª classe')).toBe('4-classe')
    expect(parseClasse('Profissional')).toBe('profissional')
    expect(parseClasse('9')).toBeNull()
    expect(properCase('JOSÉ DOS SANTOS E SILVA')).toBe('José dos Santos e Silva')
  })
})

describe("a phone's contacts (.vcf)", () => {
  const contacts = (name: string) => {
    const text = decodeImportText(fixture(name))
    if (!text.ok) throw new Error('not text')
    const cells = vcardCells(text.text)
    const result = readImportRows(cells, findHeader(cells)!)
    if (!result.ok) throw new Error('no rows')
    return result
  }

  it('reads an iPhone vCard 3.0 export: the mobile among several phones, folded lines, escapes', () => {
    const { rows, problems } = contacts('contacts-iphone-3.0.vcf')
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        name: 'João Araújo',
        phone: '5511987654321',
        email: 'joao@exemplo.com.br',
        notes: 'Joga às terças, prefere quadra 2',
      },
      { line: 3, name: 'Professor Carlos - Tênis Clube Longo Nome', phone: '552125550000' },
    ])
  })

  it('reads a vCard 4.0 tel: URI and an Android 2.1 quoted-printable name', () => {
    expect(contacts('contacts-4.0.vcf').rows).toEqual([
      { line: 2, name: 'Beatriz Nogueira', phone: '5511977776666', email: 'bia@exemplo.com' },
    ])
    expect(contacts('contacts-android-2.1.vcf').rows).toEqual([
      { line: 2, name: 'Maria Conceição', phone: '5521998765432' },
    ])
  })
})

describe('weekly times as coaches write them', () => {
  it('reads days and times in Portuguese and English', () => {
    expect(parseWeeklyTimes('ter e qui 18h')).toEqual([
      { weekday: 2, time: '18:00' },
      { weekday: 4, time: '18:00' },
    ])
    expect(parseWeeklyTimes('Segunda-feira às 7h30')).toEqual([{ weekday: 1, time: '07:30' }])
    expect(parseWeeklyTimes('seg a qua 7h')).toEqual([
      { weekday: 1, time: '07:00' },
      { weekday: 2, time: '07:00' },
      { weekday: 3, time: '07:00' },
    ])
    expect(parseWeeklyTimes('ter 18h, qui 19:15')).toEqual([
      { weekday: 2, time: '18:00' },
      { weekday: 4, time: '19:15' },
    ])
    expect(parseWeeklyTimes('Sábado 9:00')).toEqual([{ weekday: 6, time: '09:00' }])
    expect(parseWeeklyTimes('Tue/Thu 6pm')).toEqual([
      { weekday: 2, time: '18:00' },
      { weekday: 4, time: '18:00' },
    ])
  })

  it('guesses nothing from a cell that says something else', () => {
    expect(parseWeeklyTimes('ter e qui')).toBeNull()
    expect(parseWeeklyTimes('18h')).toBeNull()
    expect(parseWeeklyTimes('ter 25h')).toBeNull()
    expect(parseWeeklyTimes('ter 18')).toBeNull()
    expect(parseWeeklyTimes('quando puder')).toBeNull()
  })
})

describe("a fixed student's weekly times in the sheet", () => {
  it('become slots, and a time that cannot be read is a reason, not a guess', () => {
    const cells = readDelimited('Nome\tHorário\nAna\tter e qui 18h\nBia\tquando der\n')
    if (!cells.ok) throw new Error('not read')
    const result = readImportRows(cells.cells, findHeader(cells.cells)!)
    if (!result.ok) throw new Error('no rows')
    expect(result.rows).toEqual([
      {
        line: 2,
        name: 'Ana',
        weeklySlots: [
          { weekday: 2, time: '18:00' },
          { weekday: 4, time: '18:00' },
        ],
      },
    ])
    expect(result.problems.map((p) => messageText(p.message))).toEqual([
      'Linha 3: horário "quando der" não reconhecido — escreva como "ter e qui 18h"',
    ])
  })
})
