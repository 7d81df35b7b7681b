import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { act, render, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { addCatalog, i18n, useTranslation } from './i18n'

/**
 * ~/lib/i18n replaces i18next + react-i18next: every key of every catalog, in both
 * languages, with and without its variables and with several counts, must give the text
 * i18next gives with the options the app used.
 */
const dir = path.resolve(__dirname, '../locales')
const LANGUAGES = ['pt-BR', 'en'] as const
type Catalog = { [key: string]: unknown }

const namespaces = readdirSync(path.join(dir, 'pt-BR'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace('.json', ''))
const catalog = (lang: string, ns: string): Catalog => {
  try {
    return JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Catalog
  } catch {
    return {}
  }
}
const leaves = (obj: Catalog, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? leaves(v as Catalog, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  )

const reference = createInstance()
void reference.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(namespaces.map((ns) => [ns, catalog(lang, ns)])),
    ]),
  ),
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  defaultNS: 'common',
  ns: namespaces,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})
for (const ns of namespaces)
  addCatalog(ns, { 'pt-BR': catalog('pt-BR', ns), en: catalog('en', ns) })

const PLURAL = /_(zero|one|two|few|many|other)$/
const COUNTS = [0, 1, 2, 5, 21, 1_000_000]

/** Every call worth comparing for a namespace: each key (plural keys by their base and counts). */
function calls(ns: string): { key: string; options: Record<string, unknown> }[] {
  const out: { key: string; options: Record<string, unknown> }[] = []
  const texts = new Map<string, string[]>()
  for (const lang of LANGUAGES) {
    for (const [key, text] of leaves(catalog(lang, ns))) {
      const base = key.replace(PLURAL, '')
      texts.set(base, [...(texts.get(base) ?? []), text])
      if (base !== key) texts.set(key, [...(texts.get(key) ?? []), text])
    }
  }
  for (const [key, all] of texts) {
    const variables = [
      ...new Set(
        all.flatMap((t) => [...t.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] as string).trim())),
      ),
    ]
    const values = Object.fromEntries(variables.map((v, i) => [v, `‹${v}${i}›`]))
    out.push({ key, options: { ns } }, { key, options: { ns, ...values } })
    if (variables.length > 0)
      out.push({ key, options: { ns, [variables[0] as string]: undefined } })
    for (const count of COUNTS) out.push({ key, options: { ns, ...values, count } })
  }
  return out
}

function Both() {
  const { t } = useTranslation('app')
  const { t: fixed } = useTranslation('app', { lng: 'pt-BR' })
  return (
    <p>
      <span data-testid="live">{t('nav.students')}</span>
      <span data-testid="fixed">{fixed('nav.students')}</span>
    </p>
  )
}

describe('~/lib/i18n gives what i18next gives', () => {
  afterEach(async () => {
    await i18n.changeLanguage('pt-BR')
  })

  for (const ns of namespaces) {
    it(`every key of ${ns}, both languages`, () => {
      let compared = 0
      for (const lang of LANGUAGES) {
        const ours = i18n.getFixedT(lang, ns)
        const theirs = reference.getFixedT(lang, ns)
        for (const { key, options } of calls(ns)) {
          expect(ours(key, options), `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toBe(
            theirs(key, options as never),
          )
          compared += 1
        }
      }
      expect(compared).toBeGreaterThan(0)
    })
  }

  it('namespace prefixes, lists of namespaces, missing keys, defaults and fallbacks', () => {
    const cases: [string, string | string[], Record<string, unknown>][] = [
      ['app:nav.students', 'common', {}],
      ['nav.students', ['app', 'common'], {}],
      ['save', ['app', 'common'], {}],
      ['does.not.exist', 'app', {}],
      ['Saque rápido', 'focus-tags', { defaultValue: 'Saque rápido' }],
      ['missing', 'app', { defaultValue: 'Olá {{name}}', name: 'Ana' }],
      ['missing', 'app', { lng: 'en', defaultValue: 'x' }],
    ]
    for (const lang of LANGUAGES) {
      for (const [key, ns, options] of cases) {
        expect(i18n.getFixedT(lang, ns)(key, options), `${lang} ${key}`).toBe(
          reference.getFixedT(lang, ns)(key, options as never),
        )
      }
    }
    // a key only in pt-BR is found from English (fallback language)
    addCatalog('h1b-fallback', { 'pt-BR': { only: 'Só em português' }, en: {} })
    expect(i18n.getFixedT('en', 'h1b-fallback')('only')).toBe('Só em português')
  })

  it('changeLanguage switches i18n.t and i18n.language', async () => {
    await i18n.changeLanguage('en')
    expect(i18n.language).toBe('en')
    expect(i18n.t('nav.students', { ns: 'app' })).toBe(
      reference.getFixedT('en', 'app')('nav.students'),
    )
    await i18n.changeLanguage('pt-BR')
    expect(i18n.t('nav.students', { ns: 'app' })).toBe(
      reference.getFixedT('pt-BR', 'app')('nav.students'),
    )
  })

  it('useTranslation re-renders in the new language; a fixed lng stays', async () => {
    render(<Both />)
    const pt = reference.getFixedT('pt-BR', 'app')('nav.students')
    const en = reference.getFixedT('en', 'app')('nav.students')
    expect(pt).not.toBe(en)
    expect(screen.getByTestId('live').textContent).toBe(pt)
    await act(() => i18n.changeLanguage('en'))
    expect(screen.getByTestId('live').textContent).toBe(en)
    expect(screen.getByTestId('fixed').textContent).toBe(pt)
  })
})
