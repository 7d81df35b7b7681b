import { useCallback, useMemo, useSyncExternalStore } from 'react'
import enCommon from '~/locales/en/common.json'
import ptCommon from '~/locales/pt-BR/common.json'

/**
 * The app's translations: a small module with the part of i18next + react-i18next the app uses
 * (those two weighed ~18 kB gzipped in every page's first download). Same rules as
 * i18next with this app's options (fallback pt-BR, no escaping, `ns:key`, `a.b.c` paths,
 * plurals `_zero`/`_one`/`_other` by Intl.PluralRules, `{{var}}` interpolation). i18n.test.tsx
 * compares every key of every catalog, in both languages, with i18next itself.
 *
 * Only the `common` namespace is loaded here; each area registers its own catalog when its code
 * loads (see locales/*.ts), so public pages do not carry the app's texts.
 */

const DEFAULT_LANGUAGE = 'pt-BR'

type Catalog = { [key: string]: unknown }
export type TOptions = {
  ns?: string | readonly string[]
  lng?: string
  count?: number
  defaultValue?: string
  [variable: string]: unknown
}
export type TFunction = (key: string, options?: TOptions) => string

const resources = new Map<string, Catalog>() // `${lang}|${ns}` → catalog
const listeners = new Set<() => void>()
const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng)
    } catch {
      rules = new Intl.PluralRules('en')
    }
    pluralRules.set(lng, rules)
  }
  return rules.select(count)
}

/** The languages looked in, in order: 'pt-BR' → pt-BR, pt; 'en' → en, pt-BR. */
function languageChain(lng: string): string[] {
  const chain = [lng]
  const base = lng.split('-')[0] as string
  if (base !== lng) chain.push(base)
  if (!chain.includes(DEFAULT_LANGUAGE)) chain.push(DEFAULT_LANGUAGE)
  return chain
}

/** A text of a catalog: the 'a.b.c' path, else the key as a flat key (as i18next). */
function lookup(lng: string, ns: string, key: string): unknown {
  const catalog = resources.get(`${lng}|${ns}`)
  if (!catalog) return undefined
  let node: unknown = catalog
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') {
      node = undefined
      break
    }
    node = (node as Catalog)[part]
  }
  if (node === undefined && key.includes('.')) return catalog[key]
  return node
}

const VARIABLE = /\{\{(.+?)\}\}/g

function interpolate(text: string, data: TOptions): string {
  return text.replace(VARIABLE, (match, name: string) => {
    const variable = name.trim()
    const value = data[variable]
    if (value === undefined) return Object.hasOwn(data, variable) ? '' : match
    return value === null ? '' : String(value)
  })
}

function translate(lng: string, defaultNs: readonly string[], key: string, options: TOptions = {}) {
  let namespaces = options.ns === undefined ? defaultNs : [options.ns].flat()
  let path = key
  const colon = key.indexOf(':')
  if (colon > 0) {
    namespaces = [key.slice(0, colon)]
    path = key.slice(colon + 1)
  }
  const language = options.lng ?? lng
  const count = options.count
  for (const ns of namespaces) {
    for (const code of languageChain(language)) {
      const candidates = [path]
      if (typeof count === 'number') {
        candidates.unshift(`${path}_${pluralCategory(code, count)}`)
        if (count === 0) candidates.unshift(`${path}_zero`)
      }
      for (const candidate of candidates) {
        const found = lookup(code, ns, candidate)
        if (typeof found === 'string') return interpolate(found, options)
      }
    }
  }
  return options.defaultValue === undefined ? path : interpolate(options.defaultValue, options)
}

let currentLanguage = DEFAULT_LANGUAGE

export const i18n = {
  get language(): string {
    return currentLanguage
  },
  isInitialized: true,
  async changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== currentLanguage) {
      currentLanguage = lng
      for (const listener of listeners) listener()
    }
    return i18n.getFixedT(null, 'common')
  },
  t(key: string, options?: TOptions): string {
    return translate(currentLanguage, ['common'], key, options)
  },
  /** A `t` of one language (null: the current one, at each call) and namespace(s). */
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    const namespaces = ns === undefined ? ['common'] : [ns].flat()
    return (key, options) => translate(lng ?? currentLanguage, namespaces, key, options)
  },
  hasResourceBundle(lng: string, ns: string): boolean {
    return resources.has(`${lng}|${ns}`)
  },
  /** The catalog (as i18next, typed as present: an absent one is undefined). */
  getResourceBundle(lng: string, ns: string): Catalog {
    return resources.get(`${lng}|${ns}`) as Catalog
  },
  addResourceBundle(lng: string, ns: string, bundle: object): void {
    const existing = resources.get(`${lng}|${ns}`)
    resources.set(`${lng}|${ns}`, existing ? deepMerge(existing, bundle as Catalog) : { ...bundle })
  },
}

function deepMerge(target: Catalog, source: Catalog): Catalog {
  const out: Catalog = { ...target }
  for (const [k, v] of Object.entries(source)) {
    const prev = out[k]
    out[k] =
      v && typeof v === 'object' && prev && typeof prev === 'object'
        ? deepMerge(prev as Catalog, v as Catalog)
        : v
  }
  return out
}

export type I18n = typeof i18n

i18n.addResourceBundle('pt-BR', 'common', ptCommon)
i18n.addResourceBundle('en', 'common', enCommon)

/** Registers a namespace's catalogs (idempotent). */
export function addCatalog(ns: string, catalogs: { 'pt-BR': object; en?: object }) {
  for (const [lang, bundle] of Object.entries(catalogs)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let textsVersion = 0
/**
 * Texts arrived after the page rendered (the code's English messages load when a page first
 * speaks English, ~/lib/messages): what shows them renders again.
 */
export function textsLoaded() {
  textsVersion += 1
  for (const listener of listeners) listener()
}
const getSnapshot = () => `${textsVersion}|${currentLanguage}`

/**
 * react-i18next's hook: `t` of the namespace(s) (the first is the default) in the current
 * language — or in `options.lng` — re-rendering when the language changes.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options?: { lng?: string },
): { t: TFunction; i18n: I18n } {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  const lng = options?.lng ?? snapshot.slice(snapshot.indexOf('|') + 1)
  const key = ns === undefined ? 'common' : [ns].flat().join('|')
  const namespaces = useMemo(() => key.split('|'), [key])
  // a new `t` when texts arrive too, so that what memoizes on it shows them
  // biome-ignore lint/correctness/useExhaustiveDependencies: snapshot counts the texts' arrivals
  const t = useCallback<TFunction>(
    (k, o) => translate(lng, namespaces, k, o),
    [lng, namespaces, snapshot],
  )
  return { t, i18n }
}
