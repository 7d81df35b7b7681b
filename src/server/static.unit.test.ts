import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
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
