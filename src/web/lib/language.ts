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
import { loadMessages } from '~/lib/messages'

/** Where the visitor's last language is remembered (before and between sign-ins). */
const STORAGE_KEY = 'quadra.language'

/**
 * The language of a site page a visitor followed a link from, when it is one of ours: the
 * English pages (/eng, /test-en, /lead-form but /lead-form/pt) → 'en', the Portuguese ones →
 * 'pt-BR'; null for another site or no referrer.
 */
export function pageLanguageOf(referrer: string): Language | null {
  if (!referrer || !globalThis.location) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.origin !== globalThis.location.origin) return null
  const path = url.pathname.replace(/\/+$/, '')
  if (/^\/(eng|test-en|privacy|lead-form(\/en)?)$/.test(path)) return 'en'
  if (/^(|\/pt|\/test-pt|\/privacidade|\/lead-form\/pt)$/.test(path)) return 'pt-BR'
  return null
}

/**
 * The language of a page before sign-in: `?lang=` (the English pages' links say
 * `lang=en`), else that of our page the visitor came from (/test-en, /lead-form…), else the one
 * remembered from an earlier visit or sign-in, else the browser's.
 */
export function visitorLanguage(
  search: string = globalThis.location?.search ?? '',
  referrer: string = globalThis.document?.referrer ?? '',
): Language {
  const asked = new URLSearchParams(search).get('lang')
  if (isLanguage(asked)) return asked
  const from = pageLanguageOf(referrer)
  if (from) return from
  try {
    const remembered = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (isLanguage(remembered)) return remembered
  } catch {
    // storage blocked (private mode): the browser's language decides
  }
  return globalThis.navigator ? languageFromAccept(navigator.languages) : DEFAULT_LANGUAGE
}

/**
 * Switches the texts (i18next), the document's language and remembers the choice, and loads the
 * code's messages in that language (~/lib/messages). Resolves when they are there: the
 * browser's own checks carry only a message's code, so a page that waits (the signed-in layout)
 * never shows a form error before its text can be read. Pages that do not wait (the account
 * pages) re-render with the text once it arrives.
 */
export function applyLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) void i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language)
  } catch {
    // nothing to remember it in
  }
  return loadMessages(language)
}

/** The signed-in coach's settings, from the session: texts and formats follow them. */
export function applyCoachSettings(user: {
  language?: unknown
  currency?: unknown
}): Promise<void> {
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  const currency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY
  setFormats({ language, currency })
  return applyLanguage(language)
}
