import type ptMessages from '../web/locales/pt-BR/messages.json'

/**
 * The messages the code writes for people — validation, API and auth errors, alerts, the CSV
 * headers — are codes of the messages catalogs (web/locales/<language>/messages.json), each
 * text written once per language (decision 0019). A code the Portuguese catalog lacks does not
 * compile.
 */
export type MessageCode = keyof typeof ptMessages

/** A message's values, put into its text: `{{name}}` ← `params.name`. */
export type MessageParams = Readonly<Record<string, string | number>>

declare const message: unique symbol
/**
 * A code and its values as one string: what zod carries as an issue's message (zod messages are
 * strings), and what AppError takes. Written by `msg`, read back by `parseMessage`.
 */
export type Message = string & { readonly [message]: true }

const PREFIX = 'msg:'
const TOKEN = /^msg:([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+)(?:\|(\{.*\}))?$/s

export function msg(code: MessageCode, params?: MessageParams): Message {
  const values = params && Object.keys(params).length > 0 ? `|${JSON.stringify(params)}` : ''
  return `${PREFIX}${code}${values}` as Message
}

export interface ParsedMessage {
  code: MessageCode
  params: MessageParams
}

/** The code and values of a `msg` token; null for any other text (a zod default, a name). */
export function parseMessage(text: string): ParsedMessage | null {
  const match = TOKEN.exec(text)
  if (!match) return null
  let params: MessageParams = {}
  if (match[2]) {
    try {
      params = JSON.parse(match[2]) as MessageParams
    } catch {
      return null
    }
  }
  return { code: match[1] as MessageCode, params }
}
