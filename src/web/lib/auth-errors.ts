import {
  AUTH_GENERIC_ERROR,
  AUTH_MESSAGES_BY_CODE,
  AUTH_MESSAGES_BY_TEXT,
} from '@shared/auth-messages'
import type { MessageParams } from '@shared/messages'
import { localMessage, messageOf } from '~/lib/messages'

/**
 * What the auth screens need of a refusal of /api/auth. The API answers in the app's envelope
 * `{ error: { code, message, issues } }`, which better-auth's client hands over as
 * `{ error: {…}, status }`; a flat `{ code, message }` (an older server) is read too.
 */
export interface AuthErrorInfo {
  code?: string
  message?: string
  /** The message's code and values (decision 0019), from a server that sends them. */
  messageCode?: string
  messageParams?: MessageParams
  status?: number
  /** The form field the message is about. */
  field?: string
}

export function readAuthError(error: unknown): AuthErrorInfo {
  if (!error || typeof error !== 'object') return {}
  const e = error as Record<string, unknown>
  const status = typeof e.status === 'number' ? e.status : undefined
  const inner =
    e.error && typeof e.error === 'object' ? (e.error as Record<string, unknown>) : undefined
  const source = inner ?? e
  const issues = Array.isArray(source.issues) ? (source.issues as { path?: unknown }[]) : []
  const path = issues[0]?.path
  const field = typeof path === 'string' && path ? path : undefined
  return {
    code: typeof source.code === 'string' ? source.code : undefined,
    message: typeof source.message === 'string' ? source.message : undefined,
    messageCode: typeof source.messageCode === 'string' ? source.messageCode : undefined,
    messageParams:
      source.messageParams && typeof source.messageParams === 'object'
        ? (source.messageParams as MessageParams)
        : undefined,
    status,
    field: field ?? (typeof source.field === 'string' && source.field ? source.field : undefined),
  }
}

const THROTTLE_CODES = new Set(['SIGN_IN_THROTTLED', 'ACCOUNT_LOCKED'])

/**
 * The message of an auth refusal (spec §8), in the page's language: the text of a
 * known code, else the server's message (by its `messageCode`), else the generic one.
 */
export function authErrorMessage(error: unknown): string {
  const text = authErrorText(error)
  if (text !== SERVER_MESSAGE) return localMessage(text)
  const { message, messageCode, messageParams } = readAuthError(error)
  if (messageCode) return messageOf(messageCode, messageParams, message)
  return message ? localMessage(message) : localMessage(AUTH_GENERIC_ERROR)
}

/** authErrorText's answer when the server's own message is the one to show. */
const SERVER_MESSAGE = 'server'

function authErrorText(error: unknown): string {
  if (!error) return AUTH_GENERIC_ERROR
  const { code, message, messageCode, status } = readAuthError(error)
  const own = Boolean(message || messageCode)
  // the per-account throttle's own message says how long to wait (server auth/sign-in-throttle.ts)
  if (code && THROTTLE_CODES.has(code)) return own ? SERVER_MESSAGE : AUTH_MESSAGES_BY_CODE[code]!
  if (status === 429) return AUTH_MESSAGES_BY_CODE.TOO_MANY_REQUESTS!
  if (code && AUTH_MESSAGES_BY_CODE[code]) return AUTH_MESSAGES_BY_CODE[code]!
  if (message && AUTH_MESSAGES_BY_TEXT[message]) return AUTH_MESSAGES_BY_TEXT[message]!
  if (status && status >= 500) return AUTH_GENERIC_ERROR
  return own ? SERVER_MESSAGE : AUTH_GENERIC_ERROR
}
