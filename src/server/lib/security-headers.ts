import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/** Every response that does not set its own policy (the API, assets, robots.txt…). */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Powerful browser features: the microphone for the app's own pages (voice notes), nothing
 * else. Only features Chromium knows (an unknown one is a console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

const INLINE = (tag: 'script' | 'style') =>
  new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}\\s*>`, 'gi')

/** The 'sha256-…' sources of a page's inline `<script>` (or `<style>`) elements, in order. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(INLINE(tag))) {
    const attrs = m[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/**
 * The Content-Security-Policy of one HTML page of the web app: scripts from the app's origin
 * and the page's own inline scripts by hash (React Router's hydration context, the deferred
 * module loader — and the deferred module itself, which that loader re-inserts inline), never
 * 'unsafe-inline' for scripts.
 *
 * Styles keep 'unsafe-inline': the prerendered pages carry style attributes (Radix's hidden
 * form inputs, chart bars) and, at run time, Radix's scroll lock and the toaster insert
 * `<style>` elements with computed contents, which no hash can name in advance.
 */
export function pageCsp(html: string): string {
  const scripts = inlineHashes(html, 'script')
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.length ? ` ${scripts.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // a voice note just recorded plays from its in-memory blob: URL before it is uploaded
    // (and stays playable when the upload fails); blob: for media only, never for scripts
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of a self-contained HTML page with inline styles only (the API's /api/docs). */
export function styleOnlyCsp(html: string): string {
  return [
    "default-src 'none'",
    `style-src ${inlineHashes(html, 'style').join(' ') || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The security headers of every response: hono's secure headers (HSTS only when the app is
 * served over https — a plain-http deployment must not tell browsers otherwise), the
 * Permissions-Policy, and a strict CSP wherever a route did not set its own (HTML pages do).
 */
export function securityHeaders(appUrl: string): MiddlewareHandler {
  const https = new URL(appUrl).protocol === 'https:'
  const headers = secureHeaders({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: undefined,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
  })
  return async (c, next) => {
    await headers(c, async () => {
      await next()
      if (!c.res.headers.has('content-security-policy')) {
        c.res.headers.set('content-security-policy', STRICT_CSP)
      }
      c.res.headers.set('permissions-policy', PERMISSIONS_POLICY)
    })
  }
}
