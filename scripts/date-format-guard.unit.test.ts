import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  checkSource,
  DATE_GUARD_ALLOWED,
  findDateViolations,
  formatDateViolations,
} from './date-format-guard'

const root = fileURLToPath(new URL('..', import.meta.url))

describe("dates on the coach's clocks", () => {
  it("no screen or server text formats a date on the runtime's clock", () => {
    const violations = findDateViolations(root)
    expect(violations, `\n${formatDateViolations(violations)}\n`).toEqual([])
  })

  it('every allowed file still exists', () => {
    for (const file of Object.keys(DATE_GUARD_ALLOWED))
      expect(existsSync(path.join(root, file)), file).toBe(true)
  })
})

describe('the date check itself', () => {
  const whys = (text: string) => checkSource('src/web/x.tsx', text).map((v) => v.why)

  it('refuses what reads the runtime’s zone', () => {
    expect(whys('const a = new Date().toLocaleDateString()')).toHaveLength(1)
    expect(whys("const a = d.toLocaleString('en-US', { hour: 'numeric' })")).toHaveLength(1)
    expect(whys("const a = d.toLocaleTimeString('pt-BR')")).toHaveLength(1)
    expect(whys("const f = new Intl.DateTimeFormat('en-US', { hour: 'numeric' })")).toHaveLength(1)
    expect(whys("const f = Intl.DateTimeFormat('en-US')")).toHaveLength(1)
    expect(whys('const y = new Date(s.date).getFullYear()')).toHaveLength(1)
    expect(whys('const h = d.getHours() + d.getMinutes()')).toHaveLength(2)
    expect(whys("import { format } from 'date-fns'")).toHaveLength(1)
    expect(whys("import { ptBR } from 'date-fns/locale'")).toHaveLength(1)
    expect(whys("import { formatDate, formatMoney } from '@shared/domain/formats'")).toHaveLength(1)
    expect(whys("import { formatPattern as f } from '@shared/domain/date-text'")).toHaveLength(1)
  })

  it('accepts a zone given, and asking the device’s zone', () => {
    expect(whys("d.toLocaleDateString('en-CA', { timeZone: zone })")).toEqual([])
    expect(whys("new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit' })")).toEqual([])
    expect(whys("new Intl.DateTimeFormat('en', { 'timeZone': 'UTC' })")).toEqual([])
    expect(whys('const z = Intl.DateTimeFormat().resolvedOptions().timeZone')).toEqual([])
    expect(whys('const d = x.getUTCDate() + x.getTime()')).toEqual([])
    expect(whys("import { formatValue, parseIsoDate } from '@shared/domain/date-text'")).toEqual([])
    // the web's formatting home gives the shared formats the coach's zone
    expect(
      checkSource('src/web/lib/formats.ts', "import * as f from '@shared/domain/formats'"),
    ).toEqual([])
  })

  it('names the file and line', () => {
    const [v] = checkSource('src/web/a.ts', '\n\nconst y = d.getFullYear()\n')
    expect(v).toMatchObject({ file: 'src/web/a.ts', line: 3, text: 'd.getFullYear()' })
  })
})
