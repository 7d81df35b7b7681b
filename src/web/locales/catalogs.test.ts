import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import { portugueseWords } from '../../../tests/helpers/portuguese-words'

const dir = path.resolve(__dirname)
const LANGUAGES = ['pt-BR', 'en'] as const

type Catalog = Record<string, unknown>

/** The catalog flattened to 'a.b.c' → text. */
function flatten(obj: Catalog, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) =>
      v && typeof v === 'object'
        ? Object.entries(flatten(v as Catalog, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  )
}
const load = (lang: string, ns: string): Record<string, string> =>
  flatten(JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')))
const namespaces = (lang: string) =>
  readdirSync(path.join(dir, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace('.json', ''))
    .sort()

/** The i18next interpolations of a text ('Olá, {{ name }}' → ['name']), sorted. */
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]).sort()

/** Every registration module (locales/<ns>.ts), loaded as the app loads them. */
const registrations = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })

describe('i18n catalogs', () => {
  const ptBR = namespaces('pt-BR')

  it('every pt-BR namespace has an English catalog with exactly the same keys', () => {
    expect(namespaces('en')).toEqual(ptBR)
    for (const ns of ptBR) {
      const pt = Object.keys(load('pt-BR', ns)).sort()
      const en = Object.keys(load('en', ns)).sort()
      expect(
        en.filter((k) => !pt.includes(k)),
        `${ns}: keys only in en`,
      ).toEqual([])
      expect(
        pt.filter((k) => !en.includes(k)),
        `${ns}: keys missing in en`,
      ).toEqual([])
    }
  })

  it('both languages interpolate the same {{variables}} in every text', () => {
    // a missing catalog is the first test's failure; here, the catalogs of both languages
    for (const ns of namespaces('en')) {
      const en = load('en', ns)
      const differ = Object.entries(load('pt-BR', ns))
        .filter(([k]) => k in en)
        .filter(([k, text]) => variables(text).join() !== variables(en[k] ?? '').join())
        .map(([k, text]) => `${k}: "${text}" / "${en[k]}"`)
      expect(differ, `${ns}: different interpolations`).toEqual([])
    }
  })

  it('no English text is left in Portuguese', () => {
    for (const ns of namespaces('en')) {
      const left = Object.entries(load('en', ns))
        .filter(([, text]) => portugueseWords(text).length > 0)
        .map(([k, text]) => `${k}: ${text}`)
      expect(left, `en/${ns}`).toEqual([])
    }
  })

  it('no text is empty', () => {
    for (const lang of LANGUAGES) {
      for (const ns of namespaces(lang)) {
        const flat = load(lang, ns)
        expect(Object.keys(flat).length, `${lang}/${ns}`).toBeGreaterThan(0)
        const empty = Object.entries(flat).filter(([, text]) => text.trim() === '')
        expect(empty, `${lang}/${ns}: empty texts`).toEqual([])
      }
    }
  })

  it('every namespace is registered in both languages by its locales/<ns>.ts', () => {
    // 'common' is loaded by lib/i18n itself, 'messages' by lib/messages when a page first
    // speaks its language (the test setup has loaded both); every other by its own module
    const modules = Object.keys(registrations)
      .map((file) => file.replace(/^\.\/(.*)\.ts$/, '$1'))
      .sort()
    expect(modules).toEqual(ptBR.filter((ns) => ns !== 'common' && ns !== 'messages'))
    for (const ns of ptBR) {
      for (const lang of LANGUAGES) {
        expect(i18n.hasResourceBundle(lang, ns), `${ns} in ${lang}`).toBe(true)
        expect(flatten(i18n.getResourceBundle(lang, ns)), `${ns} in ${lang}`).toEqual(
          load(lang, ns),
        )
      }
    }
  })

  it('the variables of a text are read with or without spaces', () => {
    expect(variables('{{ count }} de {{max}}')).toEqual(['count', 'max'])
    expect(variables('Sem variáveis')).toEqual([])
  })
})
