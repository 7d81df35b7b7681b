import en from '../web/locales/en/messages.json'
import pt from '../web/locales/pt-BR/messages.json'
import type { Language } from './domain/locale'
import { generatedPackageName } from './domain/package-status'
import { formatMessageParams, interpolate } from './message-params'
import { type Message, type MessageCode, type MessageParams, parseMessage } from './messages'

const CATALOGS: Record<Language, Record<MessageCode, string>> = { 'pt-BR': pt, en }

/**
 * The text of a message in a language (the server's: the API's Portuguese `message`, the
 * English CSV, the Pix message in the student's language). Takes a code and its values, or a
 * `msg` token (its own values, `params` added).
 */
export function messageText(
  message: Message | MessageCode,
  params: MessageParams = {},
  language: Language = 'pt-BR',
): string {
  const parsed = parseMessage(message)
  const code = parsed?.code ?? (message as MessageCode)
  const values = { ...parsed?.params, ...params }
  const text = CATALOGS[language][code] ?? CATALOGS['pt-BR'][code] ?? message
  return interpolate(text, formatMessageParams(values, language))
}

/**
 * A text that may be a `msg` token (a CSV cell: a label, or a student's name as typed): the
 * token's text in the language, anything else as it is.
 */
export function localText(text: string, language: Language): string {
  return parseMessage(text) ? messageText(text as Message, {}, language) : text
}

/** A package's name in a language: a generated one translated, one the coach typed as typed. */
export function packageNameText(name: string, language: Language): string {
  const generated = generatedPackageName(name)
  return generated ? messageText(generated, {}, language) : name
}

export interface MessageFields {
  message: string
  messageCode?: string
  messageParams?: MessageParams
}

/**
 * A message's fields of the error body: `message` in Portuguese (what API users have always
 * read), and its `messageCode` and `messageParams`, which the app translates. A text that is
 * not a `msg` token (zod's own default, a library's) is the message as it is, without a code.
 */
export function messageFields(message: string): MessageFields {
  const parsed = parseMessage(message)
  if (!parsed) return { message }
  return {
    message: messageText(message as Message),
    messageCode: parsed.code,
    messageParams: parsed.params,
  }
}
