import { msg } from '../messages'
/**
 * A coach's language and currency (decision 0016): the settings, their defaults and
 * refusals. How they format: domain/formats.ts. Amounts stay integer cents whatever the currency.
 */
export const LANGUAGES = ['pt-BR', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'
/** Each language in its own words (what a language picker shows). */
export const LANGUAGE_NAMES: Record<Language, string> = { 'pt-BR': 'Português', en: 'English' }

export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'BRL'

/** What the formats depend on. */
export interface Formats {
  language: Language
  currency: Currency
}
export const DEFAULT_FORMATS: Formats = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY }

/** Refusals of an unknown setting ('a clear message'). */
export const LOCALE_MESSAGES = {
  language: msg('settings.invalidLanguage'),
  currency: msg('settings.invalidCurrency'),
  timeZone: msg('settings.invalidTimeZone'),
  timeZoneUnknownToServer: msg('settings.timeZoneUnknownToServer'),
} as const

/**
 * The name this runtime's time-zone data gives a zone: an alias (`US/Pacific-New`,
 * `Asia/Kolkata` on older ICU) becomes the zone it links to, so what is stored is one name per
 * zone; undefined when the runtime does not know the zone at all.
 */
export function canonicalTimeZone(value: string): string | undefined {
  if (!isTimeZone(value)) return undefined
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
}

/** An IANA time zone this runtime knows. */
export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language)
export const isCurrency = (v: unknown): v is Currency => CURRENCIES.includes(v as Currency)

/** The language a visitor's browser prefers, among ours (English for any en-*, else pt-BR). */
export function languageFromAccept(
  accept: readonly string[] | string | null | undefined,
): Language {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? [])
  for (const raw of list) {
    const tag = raw.split(';')[0]!.trim().toLowerCase()
    if (tag.startsWith('pt')) return 'pt-BR'
    if (tag.startsWith('en')) return 'en'
  }
  return DEFAULT_LANGUAGE
}
