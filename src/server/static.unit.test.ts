import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { mountWebApp } from './static'

function site() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'quadra-web-'))
  writeFileSync(path.join(root, 'index.html'), '<html>home</html>')
  mkdirSync(path.join(root, 'eng'))
  writeFileSync(
    path.join(root, 'eng', 'index.html'),
    '<html>english <link rel="canonical" href="https://quadra-site.invalid/eng"></html>',
  )
  writeFileSync(path.join(root, '__spa-fallback.html'), '<html>spa</html>')
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'app-123.js'), 'console.log(1)')
  writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'secret')
  const app = new Hono()
  mountWebApp(app, root, 'https://quadra.example.com')
  return app
}

describe('web app serving', () => {
  const app = site()

  it('serves prerendered pages as they are', async () => {
    const res = await app.request('/eng')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toBe(
      '<html>english <link rel="canonical" href="https://quadra.example.com/eng"></html>',
    )
    expect(await (await app.request('/')).text()).toBe('<html>home</html>')
  })

  it('serves hashed assets with a long cache', async () => {
    const res = await app.request('/assets/app-123.js')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-type')).toContain('javascript')
  })

  it('answers app routes with the SPA shell, and unknown paths with the shell and 404', async () => {
    const appRoute = await app.request('/app/students/123')
    expect(appRoute.status).toBe(200)
    expect(await appRoute.text()).toBe('<html>spa</html>')
    const unknown = await app.request('/no/such/page')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe('<html>spa</html>')
  })

  it('lists the public pages, not the app, for search engines', async () => {
    const robots = await (await app.request('/robots.txt')).text()
    expect(robots).toContain('Disallow: /app/')
    expect(robots).toContain('Sitemap: https://quadra.example.com/sitemap.xml')
    const sitemap = await (await app.request('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://quadra.example.com/eng</loc>')
    expect(sitemap).toContain('hreflang="pt-BR" href="https://quadra.example.com/"')
    expect(sitemap).toContain('<loc>https://quadra.example.com/lead-form/pt</loc>')
    expect(sitemap).not.toContain('/app')
  })

  it('never serves files outside the web root', async () => {
    const res = await app.request('/..%2Fsecret.txt')
    expect(await res.text()).not.toBe('secret')
    const res2 = await app.request('/assets/..%2F..%2Fsecret.txt')
    expect(await res2.text()).not.toBe('secret')
  })
})

/** The 'sha256-…' of each inline script of a page, computed here independently of the server. */
function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  )
}

function scriptSrc(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src '))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

describe('Content-Security-Policy of the pages', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'quadra-csp-'))
  const hydration =
    'window.__reactRouterContext = {"basename":"/","url":"https://quadra-site.invalid/x"};'
  const deferred = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";'
  writeFileSync(
    path.join(root, 'index.html'),
    `<html><head><script type="application/ld+json">{"a":1}</script></head><body><script>${hydration}</script><script type="text/x-deferred-module">${deferred}</script><script src="/assets/app.js"></script><script>addEventListener("load",function(){})</script></body></html>`,
  )
  writeFileSync(
    path.join(root, '__spa-fallback.html'),
    '<html><script>window.spa=1</script></html>',
  )
  const app = new Hono()
  mountWebApp(app, root, 'https://quadra.example.com')

  it('allows exactly the inline scripts of each page by hash, never unsafe-inline', async () => {
    const res = await app.request('/')
    const html = await res.text()
    const csp = res.headers.get('content-security-policy')!
    const allowed = scriptSrc(csp)
    expect(allowed[0]).toBe("'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    // hashed after the site URL replaced the placeholder: the bytes the browser gets
    expect(html).toContain('https://quadra.example.com/x')
    const hashes = scriptHashes(html)
    expect(hashes).toHaveLength(4)
    expect(allowed.slice(1).sort()).toEqual([...new Set(hashes)].sort())

    const spa = await app.request('/app/students')
    expect(scriptSrc(spa.headers.get('content-security-policy')!)).toEqual([
      "'self'",
      ...scriptHashes(await spa.text()),
    ])
  })

  it('sends the rest of the page policy', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy')!
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it('lets a just-recorded voice note play from its blob: URL, and nothing else load from blob:', async () => {
    const csp = (await app.request('/app/sessions/new')).headers.get('content-security-policy')!
    const directives = csp.split(';').map((d) => d.trim())
    expect(directives).toContain("media-src 'self' blob:")
    expect(directives.filter((d) => d.includes('blob:'))).toEqual(["media-src 'self' blob:"])
  })

  // The real build, when there is one (npm test builds after the unit tests; a second run, or
  // `npm run build` first, checks every page the build produced).
  const built = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
  it.skipIf(!existsSync(path.join(built, '__spa-fallback.html')))(
    'every inline script of every built page is allowed by its CSP',
    async () => {
      const web = new Hono()
      mountWebApp(web, built, 'http://localhost:3000')
      const pages = readdirSync(built, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.html') && !f.startsWith('assets'))
        .map((f) => `/${f.replace(/(^|\/)index\.html$/, '').replace('__spa-fallback.html', 'app')}`)
      expect(pages.length).toBeGreaterThan(3)
      for (const page of pages) {
        const res = await web.request(page)
        const allowed = new Set(scriptSrc(res.headers.get('content-security-policy')!))
        for (const hash of scriptHashes(await res.text())) expect(allowed, page).toContain(hash)
      }
    },
  )
})
