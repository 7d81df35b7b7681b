import {
  AUTH_GENERIC_ERROR,
  AUTH_MESSAGES_BY_CODE,
  AUTH_MESSAGES_BY_TEXT,
} from '../../shared/auth-messages'
import { messageFields } from '../../shared/message-text'
import { type Message, msg } from '../../shared/messages'
import type { ErrorBody } from '../../shared/schemas/common.response'
import { withBodySize } from '../lib/http-cost'
import type { Logger } from '../lib/logger'

/** The code of an auth refusal that came without one, by HTTP status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
}

const MESSAGE_BY_STATUS: Record<number, Message> = {
  404: msg('api.routeNotFound'),
  429: AUTH_MESSAGES_BY_CODE.TOO_MANY_REQUESTS!,
}

/** What better-auth (and our before-hook, auth.ts) put in an error body. */
interface AuthErrorBody {
  code?: unknown
  message?: unknown
  /** Set by our before-hook: the field the message is about. */
  field?: unknown
}

/**
 * better-auth answers its refusals `{ message, code }`; the app answers `{ error: { code,
 * message } }` everywhere. Rewrites an /api/auth error answer into the envelope, with
 * the pt-BR message of its code (the field, when known, as an issue), and logs it: client
 * mistakes (4xx) quietly at debug, server failures (5xx) as errors — better-auth's own hook has
 * logged the cause with its stack.
 */
export async function authErrorEnvelope(
  res: Response,
  context: { logger: Logger; requestId?: string; method: string; path: string },
): Promise<Response> {
  if (res.status < 400) return res
  const raw = await readBody(res)
  const status = res.status
  const log = { requestId: context.requestId, method: context.method, path: context.path, status }

  let body: ErrorBody
  if (status >= 500) {
    context.logger.error('[auth] server error', { ...log, detail: raw.message })
    body = {
      error: {
        code: 'INTERNAL',
        ...messageFields(AUTH_GENERIC_ERROR),
        ...(context.requestId ? { requestId: context.requestId } : {}),
      },
    }
  } else {
    const code = typeof raw.code === 'string' && raw.code ? raw.code : CODE_BY_STATUS[status]
    const field = typeof raw.field === 'string' && raw.field ? raw.field : undefined
    const message = clientMessage(status, code, raw.message, field)
    context.logger.debug('[auth] refused', { ...log, code })
    body = {
      error: {
        code: code ?? 'BAD_REQUEST',
        ...messageFields(message),
        ...(field ? { issues: [{ path: field, ...messageFields(message) }] } : {}),
      },
    }
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  const text = JSON.stringify(body)
  return withBodySize(new Response(text, { status, statusText: res.statusText, headers }), text)
}

function clientMessage(
  status: number,
  code: string | undefined,
  text: unknown,
  field: string | undefined,
): string {
  // the per-account throttle's text carries the wait: keep it
  if (
    (code === 'SIGN_IN_THROTTLED' || code === 'ACCOUNT_LOCKED') &&
    typeof text === 'string' &&
    text
  )
    return text
  if (status === 429) return MESSAGE_BY_STATUS[429]!
  if (code && AUTH_MESSAGES_BY_CODE[code]) return AUTH_MESSAGES_BY_CODE[code]!
  if (typeof text === 'string' && AUTH_MESSAGES_BY_TEXT[text]) return AUTH_MESSAGES_BY_TEXT[text]!
  // better-call's own body validation ('[body.x] …', no field): ours carry a field and pt-BR text
  if (code === 'VALIDATION_ERROR' && !field) return msg('api.invalidData')
  if (typeof text === 'string' && text) return text
  return MESSAGE_BY_STATUS[status] ?? msg('api.invalidRequest')
}

async function readBody(res: Response): Promise<AuthErrorBody> {
  const text = await res.text().catch(() => '')
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as AuthErrorBody) : {}
  } catch {
    return {} // a plain-text answer ('Not Found'): the status says it
  }
}
