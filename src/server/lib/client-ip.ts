import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP. Without TRUST_PROXY only the socket's address counts, so a client cannot
 * buy a fresh rate-limit bucket with its own X-Forwarded-For; with TRUST_PROXY the left-most
 * address of the proxy's X-Forwarded-For (or X-Real-IP) is used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
    const real = c.req.header('x-real-ip')?.trim()
    if (real) return real
  }
  try {
    const address = getConnInfo(c).remote.address
    if (address) return address
  } catch {
    // no socket (in-process requests in tests)
  }
  return '127.0.0.1'
}
