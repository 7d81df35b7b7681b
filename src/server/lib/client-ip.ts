import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP. Without a trusted proxy (trustedHops 0) only the socket's address counts,
 * so a client cannot buy a fresh rate-limit bucket with its own X-Forwarded-For. Behind
 * `trustedHops` proxies that append to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for,
 * Caddy, cloud load balancers), the entries on the right are theirs and the one `trustedHops`
 * from the right is what the outermost proxy saw; anything further left the client wrote.
 */
export function clientIp(c: Context, trustedHops: number | boolean): string {
  const hops = trustedHops === true ? 1 : trustedHops === false ? 0 : trustedHops
  if (hops > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hops)
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

/** The X-Forwarded-For entry `hops` from the right (the left-most one when the list is shorter). */
function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  return entries[Math.max(0, entries.length - hops)]
}
