import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Env, Hono } from 'hono'
import { PUBLIC_PAGES, SITE_URL_PLACEHOLDER } from '../shared/site'
import {
  CONFIRM_PAGE,
  FORGOT_PAGE,
  LOGIN_PAGE,
  RESET_PAGE,
  withConfirmFeedback,
  withForgotFeedback,
  withLoginFeedback,
  withResetFeedback,
} from './auth/login-form'
import { withBodySize } from './lib/http-cost'
import { pageCsp } from './lib/security-headers'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** Prerendered account pages, and how what their URL says is shown before JavaScript. */
const FORM_PAGES: Record<string, (html: string, query: URLSearchParams) => string> = {
  [LOGIN_PAGE]: withLoginFeedback,
  [FORGOT_PAGE]: withForgotFeedback,
  [RESET_PAGE]: withResetFeedback,
  [CONFIRM_PAGE]: withConfirmFeedback,
}

/** Paths the client router knows that are not prerendered: answered with the SPA shell. */
const SPA_PREFIXES = ['/app', '/auth', '/lead-form']

function fileAt(root: string, urlPath: string): string | undefined {
  const resolved = path.resolve(root, `.${urlPath}`)
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined
  if (existsSync(resolved)) {
    const st = statSync(resolved)
    if (st.isFile()) return resolved
    if (st.isDirectory()) {
      const index = path.join(resolved, 'index.html')
      if (existsSync(index)) return index
    }
  }
  return undefined
}

interface Page {
  mtime: number
  body: string
  /** Its Content-Security-Policy: the hashes of exactly the inline scripts it carries. */
  csp: string
}

/**
 * HTML pages with the site's real URL in place of the build's placeholder, and their CSP
 * (cached: hashed once per file and build, not per request).
 */
const htmlCache = new Map<string, Page>()

function html(file: string, appUrl: string): Page {
  const mtime = statSync(file).mtimeMs
  const cached = htmlCache.get(file)
  if (cached && cached.mtime === mtime) return cached
  const body = readFileSync(file, 'utf8').replaceAll(SITE_URL_PLACEHOLDER, appUrl)
  const page = { mtime, body, csp: pageCsp(body) }
  htmlCache.set(file, page)
  return page
}

function send(
  file: string,
  status: number,
  cacheControl: string,
  appUrl: string,
  /** Fills a page's feedback in (the sign-in form's error, server/auth/login-form.ts). */
  fill?: (body: string) => string,
): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  if (type.startsWith('text/html')) {
    const page = html(file, appUrl)
    const body = fill ? fill(page.body) : page.body
    const headers = {
      'content-type': type,
      'cache-control': cacheControl,
      'content-security-policy': page.csp,
    }
    return withBodySize(new Response(body, { status, headers }), body)
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream
  return new Response(body, {
    status,
    headers: {
      'content-type': type,
      'content-length': String(statSync(file).size),
      'cache-control': cacheControl,
    },
  })
}

/**
 * Serves the built web app: hashed assets (cached for a year), prerendered public pages as
 * they are, and the SPA shell (`__spa-fallback.html`) for every other path — with status 404
 * for paths the app does not know, so the client shows its not-found page.
 */
export function mountWebApp<E extends Env>(app: Hono<E>, root: string, appUrl: string) {
  const absRoot = path.resolve(root)
  const fallback = path.join(absRoot, '__spa-fallback.html')

  // search engines: the public pages only, never the signed-in app
  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /auth/\nDisallow: /api/\n\nSitemap: ${appUrl}/sitemap.xml\n`,
    ),
  )
  app.get('/sitemap.xml', (c) => {
    const urls = PUBLIC_PAGES.map((page) => {
      const links = Object.entries(page.alternates)
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${appUrl}${href}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${appUrl}${page.path}</loc>\n${links}\n  </url>`
    }).join('\n')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      200,
      { 'content-type': 'application/xml; charset=utf-8' },
    )
  })

  app.on(['GET', 'HEAD'], '*', (c) => {
    let urlPath: string
    let query: URLSearchParams
    try {
      const url = new URL(c.req.url)
      urlPath = decodeURIComponent(url.pathname)
      query = url.searchParams
    } catch {
      return c.text('Bad request', 400)
    }
    if (urlPath.startsWith('/api/')) return c.notFound()
    const file = fileAt(absRoot, urlPath)
    if (file && !file.endsWith('__spa-fallback.html')) {
      const immutable = urlPath.startsWith('/assets/')
      const cache = immutable
        ? 'public, max-age=31536000, immutable'
        : file.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=3600'
      // a prerendered form page: what its URL says (a post's answer, the reset link's token)
      const withFeedback = FORM_PAGES[urlPath.replace(/\/$/, '')]
      const fill = withFeedback ? (body: string) => withFeedback(body, query) : undefined
      return send(file, 200, cache, appUrl, fill)
    }
    if (!existsSync(fallback)) return c.text('Web app not built: run npm run build', 503)
    const known = SPA_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`))
    return send(fallback, known ? 200 : 404, 'no-cache', appUrl)
  })
}
