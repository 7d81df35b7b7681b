import { i18n, textsLoaded } from '~/lib/i18n'

type EnglishMessages = typeof import('@shared/messages-en')
let english: EnglishMessages | undefined
let loading: Promise<void> | undefined

/**
 * The English of the code's messages (~6 kB gzipped a Portuguese page never needs)
 * loads the first time a page speaks English. The app's layout waits for it before the
 * signed-in pages render; elsewhere a message shown before it arrives is in Portuguese until
 * then, and renders again in English. Never fails: offline, the messages stay in Portuguese and
 * the next call tries again.
 */
export function loadMessages(language: string): Promise<void> {
  if (language !== 'en' || english) return Promise.resolve()
  loading ??= import('@shared/messages-en').then(
    (module) => {
      english = module
      textsLoaded()
    },
    () => {
      loading = undefined
    },
  )
  return loading
}

/**
 * The language the page speaks: the document's (root.tsx sets it — a page of one language, such
 * as the Portuguese lead form, keeps it even after an English account page), else i18next's.
 */
function pageLanguage(): string {
  const documentLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang
  return documentLanguage || i18n.language
}

/**
 * A message of the code (a shared schema's validation, the API's error, an alert) in the
 * language the page speaks: the Portuguese as it is, or its English.
 */
export function localMessage(text: string): string
export function localMessage(text: string | undefined): string | undefined
export function localMessage(text: string | undefined): string | undefined {
  if (text === undefined) return text
  const language = pageLanguage()
  if (english) return english.translateMessage(text, language)
  void loadMessages(language)
  return text
}
