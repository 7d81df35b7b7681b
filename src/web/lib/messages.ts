import { translateMessage } from '@shared/messages-en'
import { i18n } from '~/lib/i18n'

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
 * language the page speaks (issue 15): the Portuguese as it is, or its English.
 */
export function localMessage(text: string): string
export function localMessage(text: string | undefined): string | undefined
export function localMessage(text: string | undefined): string | undefined {
  return text === undefined ? text : translateMessage(text, pageLanguage())
}
