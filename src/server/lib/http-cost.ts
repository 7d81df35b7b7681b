import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { messageFields } from '../../shared/message-text'
import { msg } from '../../shared/messages'
import type { ErrorBody } from '../../shared/schemas/common.response'

/**
 * Per-request costs on @hono/node-server. The server hands Hono light Request and
 * Response objects and builds the full Web ones only when something reads a body, so these
 * two middlewares read headers only on the common path:
 *
 * - `lightBodyLimit`: a body with a Content-Length is judged by that header (Node's parser
 *   never delivers more than it announces); only a chunked body is counted as it flows
 *   (Hono's bodyLimit). Requests without a body (GET, HEAD) pass untouched.
 * - `compressAbove`: responses whose size is known (recorded where they are made from a text or
 *   bytes: `withBodySize`) and below `threshold` bytes are left alone (given their
 *   Content-Length, which is what Hono's compress reads); larger ones and streams of unknown
 *   size are compressed by Hono's compress when the client accepts it.
 */
export function lightBodyLimit(options: {
  maxSize: number
  onError: (c: Context) => Response | Promise<Response>
}): MiddlewareHandler {
  const counted = bodyLimit(options)
  return async (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const size = Number(length)
      if (Number.isSafeInteger(size) && size >= 0) {
        return size > options.maxSize ? options.onError(c) : next()
      }
    }
    return counted(c, next)
  }
}

/**
 * 413 for a body above its limit. The body is left unread, so the connection cannot carry
 * another request: say so (Connection: close) and Node closes it after this answer, instead of
 * answering keep-alive and then dropping the socket under the client's next request.
 */
export function payloadTooLarge(c: Context) {
  c.header('connection', 'close')
  return c.json(
    {
      error: { code: 'PAYLOAD_TOO_LARGE', ...messageFields(msg('api.requestTooLarge')) },
    } satisfies ErrorBody,
    413,
  )
}

/**
 * Sizes of the answers built from a text or bytes in memory, recorded where they are made:
 * reading an answer's body to measure it would build the full Web Response (and its stream) that
 * @hono/node-server spares on the common path.
 */
const bodySizes = new WeakMap<Response, number>()

/** `res`, whose body is `body` (a text or bytes held in memory), with its size recorded. */
export function withBodySize(res: Response, body: string | Uint8Array | ArrayBuffer): Response {
  bodySizes.set(res, typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
  return res
}

type Respond = (data: unknown, ...rest: unknown[]) => unknown

/**
 * Records the size of every answer this request's handlers make with the context's helpers
 * (`c.json`, `c.text`, `c.html`, `c.body`). `c.json` is Hono's own — the JSON text sent with
 * `c.body` under 'Content-Type: application/json' — made here so that its text is at hand.
 */
function recordBodySizes(c: Context) {
  const ctx = c as unknown as Record<'body' | 'text' | 'html' | 'json', Respond>
  for (const helper of ['body', 'text', 'html'] as const) {
    const make = ctx[helper]
    ctx[helper] = (data, ...rest) => {
      const res = make(data, ...rest)
      const sized =
        typeof data === 'string' || data instanceof Uint8Array || data instanceof ArrayBuffer
      return sized && res instanceof Response ? withBodySize(res, data) : res
    }
  }
  ctx.json = (object, arg, headers) =>
    ctx.body(JSON.stringify(object), arg, {
      'Content-Type': 'application/json',
      ...(headers as Record<string, string> | undefined),
    })
}

export function compressAbove(threshold = 4096): MiddlewareHandler {
  const inner = compress({ threshold })
  return (c, next) =>
    inner(c, async () => {
      recordBodySizes(c)
      await next()
      const size = bodySizes.get(c.res)
      if (size !== undefined && size < threshold && !c.res.headers.has('content-length')) {
        c.res.headers.set('content-length', String(size))
      }
    })
}
