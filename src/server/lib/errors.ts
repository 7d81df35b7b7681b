import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ZodError } from 'zod'
import { messageFields } from '../../shared/message-text'
import { type Message, msg } from '../../shared/messages'
import { INVALID_TEXT_MESSAGE } from '../../shared/schemas/common'
import type { ErrorBody } from '../../shared/schemas/common.response'
import { AppError } from './app-error'
import type { AppEnv } from './context'
import type { Logger } from './logger'

/** 400 body from a zod error: the first message, and every field issue. */
export function validationResponse(error: ZodError): ErrorBody {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), ...messageFields(i.message) }))
  const { path: _path, ...first } = issues[0] ?? {
    path: '',
    ...messageFields(msg('api.invalidData')),
  }
  return { error: { code: 'VALIDATION_ERROR', ...first, issues } }
}

/** PostgreSQL error codes a bad request can still reach (the constraints are the last line). */
const PG_CLIENT_ERRORS: Record<string, { status: 400 | 404 | 409; message: Message }> = {
  '23505': { status: 409, message: msg('api.duplicate') },
  '23503': { status: 409, message: msg('api.foreignKey') },
  '23514': { status: 400, message: msg('api.invalidData') },
  '22P02': { status: 400, message: msg('api.invalidData') },
  '22001': { status: 400, message: msg('common.textTooLong') },
  // a NUL byte or bytes that are not UTF-8 in a text parameter (PostgreSQL and PGlite: 22021)
  '22021': { status: 400, message: INVALID_TEXT_MESSAGE },
  '22P05': { status: 400, message: INVALID_TEXT_MESSAGE },
  '22003': { status: 400, message: msg('api.numberOutOfRange') },
  '22007': { status: 400, message: msg('common.invalidDate') },
  '22008': { status: 400, message: msg('common.invalidDate') },
}

function pgCode(err: unknown): string | undefined {
  let e: unknown = err
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** The one error handler: AppError and client mistakes get their status; the rest is a logged 500. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context<AppEnv>) => {
    if (err instanceof AppError) {
      const body: ErrorBody = {
        error: {
          code: err.code,
          message: err.message,
          messageCode: err.messageCode,
          messageParams: err.messageParams,
          ...(err.issues
            ? { issues: err.issues.map((i) => ({ path: i.path, ...messageFields(i.message) })) }
            : {}),
          ...err.details,
        },
      }
      return c.json(body, err.status)
    }
    if (err instanceof HTTPException) {
      const status = err.status
      const message =
        status === 400
          ? msg('api.invalidRequest')
          : status === 413
            ? msg('api.requestTooLarge')
            : err.message || msg('api.invalidRequest')
      return c.json(
        { error: { code: 'BAD_REQUEST', ...messageFields(message) } } satisfies ErrorBody,
        status,
      )
    }
    const code = pgCode(err)
    const mapped = code ? PG_CLIENT_ERRORS[code] : undefined
    if (mapped) {
      logger.warn('database rejected a request', {
        requestId: c.get('requestId'),
        code,
        detail: err.message,
      })
      return c.json(
        { error: { code: 'CONSTRAINT', ...messageFields(mapped.message) } } satisfies ErrorBody,
        mapped.status,
      )
    }
    logger.error('unexpected error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      // the calendar feed's path is its secret: never in the logs
      path: c.req.path.replace(/^\/api\/calendar\/[^/]+/, '/api/calendar/[token]'),
      error: err.stack ?? String(err),
    })
    return c.json(
      {
        error: {
          code: 'INTERNAL',
          ...messageFields(msg('api.internalError')),
          requestId: c.get('requestId'),
        },
      } satisfies ErrorBody,
      500,
    )
  }
}
