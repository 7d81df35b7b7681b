import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'

/**
 * Per-request costs on @hono/node-server (issue 16). The server hands Hono light Request and
 * Response objects and builds the full Web ones only when something reads a body, so these
 * two middlewares read headers only on the common path:
 *
 * - `lightBodyLimit`: a body with a Content-Length is judged by that header (Node's parser
 *   never delivers more than it announces); only a chunked body is counted as it flows
 *   (Hono's bodyLimit). Requests without a body (GET, HEAD) pass untouched.
 * - `compressAbove`: responses whose size is known and below `threshold` bytes are left
 *   alone (given their Content-Length, which is what Hono's compress reads); larger ones and
 *   streams of unknown size are compressed by Hono's compress when the client accepts it.
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

/** The size in bytes of a response body held in memory, read without building the body. */
export function knownBodySize(res: Response): number | undefined {
  const declared = res.headers.get('content-length')
  if (declared !== null) return Number(declared)
  // @hono/node-server's light Response keeps [status, body, headers] under its "cache" symbol
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache')
  const cached = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined
  const body = Array.isArray(cached) ? cached[1] : undefined
  if (typeof body === 'string') return Buffer.byteLength(body)
  if (body instanceof Uint8Array) return body.byteLength
  return undefined
}

export function compressAbove(threshold = 4096): MiddlewareHandler {
  const inner = compress({ threshold })
  return (c, next) =>
    inner(c, async () => {
      await next()
      const size = knownBodySize(c.res)
      if (size !== undefined && size < threshold && !c.res.headers.has('content-length')) {
        c.res.headers.set('content-length', String(size))
      }
    })
}
