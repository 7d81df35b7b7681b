import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { scriptHashes, scriptSrc, scriptsNotAllowed } from '../../scripts/built-csp'
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
})

// The real build is checked after `npm run build` by scripts/built-csp.ts (a step of `npm test`):
// here its check runs on the small sites above.
describe('the check of the built pages (scripts/built-csp.ts)', () => {
  it('finds every inline script allowed on a site the server serves', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'quadra-built-'))
    writeFileSync(path.join(root, 'index.html'), '<html><script>window.a=1</script></html>')
    mkdirSync(path.join(root, 'eng'))
    writeFileSync(path.join(root, 'eng', 'index.html'), '<html><script>window.b=2</script></html>')
    writeFileSync(
      path.join(root, '__spa-fallback.html'),
      '<html><script>window.c=3</script></html>',
    )
    expect(await scriptsNotAllowed(root)).toEqual([])
  })

  it('refuses a folder without a built web app instead of passing it', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'quadra-unbuilt-'))
    await expect(scriptsNotAllowed(empty)).rejects.toThrow(/npm run build/)
  })
})
