import { ALERT_MESSAGE_CODES, type AlertType } from '@shared/constants'
import type { Language } from '@shared/domain/locale'
import { formatMessageParams } from '@shared/message-params'
import { type MessageParams, parseMessage } from '@shared/messages'
import { i18n, textsLoaded } from '~/lib/i18n'

/** The i18n namespace of the messages catalogs (locales/<language>/messages.json). */
const NS = 'messages'

const CATALOGS: Record<Language, () => Promise<{ default: object }>> = {
  'pt-BR': () => import('~/locales/pt-BR/messages.json'),
  en: () => import('~/locales/en/messages.json'),
}

const loading = new Map<Language, Promise<void>>()

const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'pt-BR')

/**
 * The catalog of the code's messages in a language (~6 kB gzipped each), loaded the first time
 * a page speaks it: a Portuguese page never downloads the English one. The app's layout waits
 * for the coach's before the signed-in pages render; elsewhere a message shown before its
 * catalog arrives is the server's Portuguese text (or, for the browser's own check, its code)
 * until then, and renders again once it is there. Never fails: offline, the next call tries
 * again.
 */
export function loadMessages(language: string): Promise<void> {
  const lang = languageOf(language)
  if (i18n.hasResourceBundle(lang, NS)) return Promise.resolve()
  let load = loading.get(lang)
  if (!load) {
    load = CATALOGS[lang]().then(
      (module) => {
        i18n.addResourceBundle(lang, NS, module.default)
        textsLoaded()
      },
      () => {
        loading.delete(lang)
      },
    )
    loading.set(lang, load)
  }
  return load
}

/**
 * The language the page speaks: the document's (root.tsx sets it — a page of one language, such
 * as the Portuguese lead form, keeps it even after an English account page), else i18next's.
 */
function pageLanguage(): Language {
  const documentLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang
  return languageOf(documentLanguage || i18n.language)
}

/**
 * Resolves once the catalog of the language the page speaks is there (or could not be
 * fetched): a form's resolver waits for it, since the errors it returns are kept as text.
 */
export const messagesReady = (): Promise<void> => loadMessages(pageLanguage())

/**
 * A message's text in the language the page speaks, by its code: `fallback` (the server's
 * Portuguese `message`) while no catalog has it yet.
 */
export function messageOf(code: string, params: MessageParams = {}, fallback?: string): string {
  const language = pageLanguage()
  if (!i18n.hasResourceBundle(language, NS)) void loadMessages(language)
  const text = i18n.t(`${NS}:${code}`, {
    lng: language,
    ...formatMessageParams(params, language),
  })
  return text === code ? (fallback ?? code) : text
}

/**
 * A text that may be a message of the code (a shared schema's validation, a `msg` token) in the
 * language the page speaks; any other text (a name, zod's own default, the English lead form's
 * texts) as it is.
 */
export function localMessage(text: string): string
export function localMessage(text: string | undefined): string | undefined
export function localMessage(text: string | undefined): string | undefined {
  if (text === undefined) return text
  const parsed = parseMessage(text)
  return parsed ? messageOf(parsed.code, parsed.params) : text
}

/** An alert's message in the page's language, by its type (the stored text until it loads). */
export const alertMessage = (alert: { type: AlertType; message: string }) =>
  messageOf(ALERT_MESSAGE_CODES[alert.type], {}, alert.message)
