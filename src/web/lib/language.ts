import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type Language,
  languageFromAccept,
} from '@shared/domain/locale'
import { setFormats } from '~/lib/formats'
import { i18n } from '~/lib/i18n'

/** Where the visitor's last language is remembered (before and between sign-ins). */
const STORAGE_KEY = 'quadra.language'

/**
 * The language of a page before sign-in (issue 15): `?lang=` (the English pages' links say
 * `lang=en`), else the one remembered from an earlier visit or sign-in, else the browser's.
 */
export function visitorLanguage(search: string = globalThis.location?.search ?? ''): Language {
  const asked = new URLSearchParams(search).get('lang')
  if (isLanguage(asked)) return asked
  try {
    const remembered = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (isLanguage(remembered)) return remembered
  } catch {
    // storage blocked (private mode): the browser's language decides
  }
  return globalThis.navigator ? languageFromAccept(navigator.languages) : DEFAULT_LANGUAGE
}

/** Switches the texts (i18next), the document's language and remembers the choice. */
export function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language)
  } catch {
    // nothing to remember it in
  }
}

/** The signed-in coach's settings, from the session: texts and formats follow them. */
export function applyCoachSettings(user: { language?: unknown; currency?: unknown }) {
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  const currency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY
  setFormats({ language, currency })
  applyLanguage(language)
}
