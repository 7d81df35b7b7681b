import { describe, expect, it } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import {
  assignField,
  columnCount,
  columnSamples,
  editableFields,
  filledRowCount,
  importRequest,
  initialHeaderRow,
  initialMapping,
  lineValues,
  requestRows,
  rowOfLine,
} from './import-rows'

const cells = [
  ['Alunos 2026'],
  ['Nome', 'Celular', 'Obs', 'Aulas'],
  ['João', '(11) 98765-4321', '', '8'],
  ['Maria', ' 21 99876-5432 ', 'canhota', ''],
  ['', '', '', ''],
  ['João', '11 8765-432', 'canhota', '2', 'extra'],
]

describe('the mapping the screen starts from', () => {
  it("takes the server's field of each column, the extra columns ignored", () => {
    const sheet = build.importSheet({
      cells,
      header: { row: 1, columns: ['name', 'phone', null, 'credits'] },
    })
    expect(columnCount(cells)).toBe(5)
    expect(initialMapping(sheet)).toEqual(['name', 'phone', null, 'credits', null])
    expect(initialHeaderRow(sheet)).toBe(1)
  })

  it('ignores every column and starts at the first row when no header was found', () => {
    const sheet = build.importSheet({ cells, header: null })
    expect(initialMapping(sheet)).toEqual([null, null, null, null, null])
    expect(initialHeaderRow(sheet)).toBe(0)
  })
})

describe('assignField', () => {
  it('gives a field to one column, taking it from the column that held it', () => {
    const mapping = ['name', 'phone', null] as const
    expect(assignField([...mapping], 2, 'name')).toEqual([null, 'phone', 'name'])
    expect(assignField([...mapping], 1, 'email')).toEqual(['name', 'email', null])
  })

  it('ignores a column without touching the others', () => {
    expect(assignField(['name', 'phone'], 0, null)).toEqual([null, 'phone'])
  })
})

describe('columnSamples', () => {
  it('shows up to three different non-empty values under the header', () => {
    expect(columnSamples(cells, 1, 0)).toEqual(['João', 'Maria'])
    expect(columnSamples(cells, 1, 1)).toEqual(['(11) 98765-4321', '21 99876-5432', '11 8765-432'])
    expect(columnSamples(cells, 1, 1, 2)).toEqual(['(11) 98765-4321', '21 99876-5432'])
    expect(columnSamples(cells, 1, 4)).toEqual(['extra'])
  })

  it('reads under the header the coach picked', () => {
    expect(columnSamples(cells, 0, 0)).toEqual(['Nome', 'João', 'Maria'])
  })
})

describe('the request rows', () => {
  const mapping = ['name', 'phone', 'notes', 'credits'] as const

  it("numbers every line under the header as the file does, with the mapped columns' values", () => {
    expect(requestRows(cells, 1, [...mapping])).toEqual([
      { line: 3, values: { name: 'João', phone: '(11) 98765-4321', credits: '8' } },
      { line: 4, values: { name: 'Maria', phone: '21 99876-5432', notes: 'canhota' } },
      { line: 5, values: {} },
      { line: 6, values: { name: 'João', phone: '11 8765-432', notes: 'canhota', credits: '2' } },
    ])
  })

  it("takes the coach's corrections over the cells, an emptied one left out", () => {
    const rows = requestRows(cells, 1, [...mapping], {
      6: { phone: '11 98765-0001', notes: '  ', gender: 'M' },
    })
    expect(rows.at(-1)).toEqual({
      line: 6,
      values: { name: 'João', phone: '11 98765-0001', credits: '2', gender: 'M' },
    })
  })

  it('leaves out the empty rows after the last line', () => {
    const ending = [...cells, ['', ''], []]
    expect(filledRowCount(ending)).toBe(6)
    expect(requestRows(ending, 1, [...mapping]).map((r) => r.line)).toEqual([3, 4, 5, 6])
    expect(filledRowCount([[''], []])).toBe(0)
  })

  it('sends the lines with the defaults and the choice of proper case', () => {
    const options = {
      gender: null,
      type: 'fixed',
      classe: '3-classe',
      properCaseNames: true,
    } as const
    expect(importRequest(cells, 1, [...mapping], {}, options)).toEqual({
      rows: requestRows(cells, 1, [...mapping]),
      defaults: { gender: null, type: 'fixed', classe: '3-classe' },
      properCaseNames: true,
    })
  })

  it('leaves out the ignored columns', () => {
    expect(lineValues(['Ana', '119'], [null, 'phone'])).toEqual({ phone: '119' })
  })

  it("finds a line's row in the sheet", () => {
    expect(rowOfLine(cells, 3)).toEqual(['João', '(11) 98765-4321', '', '8'])
    expect(rowOfLine(cells, 99)).toEqual([])
  })
})

describe('editableFields', () => {
  it('offers the mapped fields, and the gender when nothing else gives it', () => {
    expect(editableFields(['name', null, 'phone'], null)).toEqual(['name', 'phone', 'gender'])
    expect(editableFields(['name', null, 'phone'], 'female')).toEqual(['name', 'phone'])
    expect(editableFields(['gender', 'name'], null)).toEqual(['gender', 'name'])
  })
})
