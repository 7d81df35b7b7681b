import type { MiddlewareHandler } from 'hono'
import { messageFields } from '../../shared/message-text'
import { msg } from '../../shared/messages'
import type { ErrorBody } from '../../shared/schemas/common.response'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `application/json`, `application/problem+json`… with or without parameters. */
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i

/** A route whose body is not JSON: its method, path and the content types it takes. */
export interface RawBodyRoute {
  method: string
  path: string
  type: RegExp
}

export const isRawBody = (r: RawBodyRoute, method: string, path: string, type: string) =>
  method === r.method && path === r.path && r.type.test(type)

/** The origins (scheme://host:port) of the app's own URL and of the configured extra ones. */
export function allowedOrigins(appUrl: string, extraOrigins: string[] = []): Set<string> {
  return new Set([appUrl, ...extraOrigins].map((url) => new URL(url).origin))
}

/**
 * Cross-site request forgery guard for the API: a state-changing request (POST, PUT, PATCH,
 * DELETE) is refused with 403 when the browser says it comes from another site — its `Origin`
 * is not the app's own (or is `null`), or, without `Origin`, `Sec-Fetch-Site` is `cross-site`
 * or `same-site`. Requests with neither header (curl, server to server, the command-line tools)
 * are not a browser's and pass: the cookie is what a forged request would abuse, and a
 * browser always sends `Origin` on these methods.
 *
 * A body must also be JSON (415 otherwise: a declared Content-Type that is not JSON, or a body
 * with none): the only bodies another site can send without a CORS preflight are form-encoded,
 * multipart or text/plain, and a route must never read one as if it were the JSON it expects
 * (a zod body validator would see `{}` and a schema of optional fields would accept it).
 */
export function originGuard(
  origins: Set<string>,
  /**
   * The routes whose body is not JSON (POST /api/voice-notes and POST /api/agent/voice: raw
   * audio; POST /api/student-imports/sheet: a spreadsheet file): their declared types pass the JSON check
   * (the origin check still applies), and each route reads the real type from the bytes.
   */
  rawBodies: RawBodyRoute[] = [],
): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase()
    const foreign =
      origin !== undefined
        ? !origins.has(origin)
        : fetchSite === 'cross-site' || fetchSite === 'same-site'
    if (foreign) {
      return c.json(
        {
          error: {
            code: 'FORBIDDEN_ORIGIN',
            ...messageFields(msg('api.crossSite')),
          },
        } satisfies ErrorBody,
        403,
      )
    }
    const type = c.req.header('content-type')
    if (type !== undefined && rawBodies.some((r) => isRawBody(r, c.req.method, c.req.path, type)))
      return next()
    const length = c.req.header('content-length')
    const untypedBody =
      (length !== undefined && length.trim() !== '0') || c.req.header('transfer-encoding')
    const notJson = type !== undefined ? !JSON_TYPE.test(type) : Boolean(untypedBody)
    if (notJson) {
      return c.json(
        {
          error: {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            ...messageFields(msg('api.jsonRequired')),
          },
        } satisfies ErrorBody,
        415,
      )
    }
    return next()
  }
}
