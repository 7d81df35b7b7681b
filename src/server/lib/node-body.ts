import { Readable } from 'node:stream'
import type { HttpBindings } from '@hono/node-server'

/**
 * A raw upload's body as Node's own stream, when the request came through @hono/node-server and
 * nothing has attached to it yet: read directly, each chunk the socket delivers reaches the
 * storage without the copy a Web ReadableStream adapter makes (half the garbage per upload,
 * measured by `npm run bench`). Otherwise (app.request in tests, an edge runtime) null: the
 * caller takes the Web body.
 */
export function nodeBody(env: unknown): Readable | null {
  const incoming = (env as Partial<HttpBindings> | undefined)?.incoming
  return incoming instanceof Readable &&
    incoming.readableFlowing === null &&
    !incoming.readableDidRead
    ? incoming
    : null
}
