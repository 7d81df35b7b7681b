import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(__dirname)

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  )
}
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8'))

describe('i18n catalogs', () => {
  const namespaces = readdirSync(path.join(dir, 'pt-BR')).map((f) => f.replace('.json', ''))

  it('pt-BR is the source: every English key exists in Portuguese', () => {
    for (const file of readdirSync(path.join(dir, 'en'))) {
      const ns = file.replace('.json', '')
      const missing = keys(load('en', ns)).filter((k) => !keys(load('pt-BR', ns)).includes(k))
      expect(missing, `${ns}: keys only in en`).toEqual([])
    }
  })

  it('English catalogs that exist are complete', () => {
    for (const file of readdirSync(path.join(dir, 'en'))) {
      const ns = file.replace('.json', '')
      const missing = keys(load('pt-BR', ns)).filter((k) => !keys(load('en', ns)).includes(k))
      expect(missing, `${ns}: keys missing in en`).toEqual([])
    }
  })

  it('no value is empty', () => {
    for (const ns of namespaces) {
      const flat = keys(load('pt-BR', ns))
      expect(flat.length).toBeGreaterThan(0)
    }
    const empty = (obj: Record<string, unknown>): boolean =>
      Object.values(obj).some((v) =>
        v && typeof v === 'object' ? empty(v as Record<string, unknown>) : v === '',
      )
    for (const ns of namespaces) expect(empty(load('pt-BR', ns)), ns).toBe(false)
  })
})
