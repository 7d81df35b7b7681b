import { translateMessage } from '@shared/messages-en'
import { i18n } from '~/lib/i18n'

/**
 * A message of the code (a shared schema's validation, the API's error, an alert) in the
 * language the app speaks now (issue 15): the Portuguese as it is, or its English.
 */
export function localMessage(text: string): string
export function localMessage(text: string | undefined): string | undefined
export function localMessage(text: string | undefined): string | undefined {
  return text === undefined ? text : translateMessage(text, i18n.language)
}
