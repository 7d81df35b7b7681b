/**
 * `npm run built-csp` — in `npm test` right after the build: every page of the built web app
 * (BUILD_DIR, default build/) is served as the server serves it, the sha256 of each of its inline
 * scripts is computed here, independently of the server, and each must be in the page's
 * `script-src` (decision 0007: no 'unsafe-inline'). A script the policy leaves out is one the
 * browser refuses to run. No build is a failure, not a pass: this step runs after the build.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { mountWebApp } from '../src/server/static'

/** The 'sha256-…' of each inline script of a page. */
export function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  )
}

/** The sources of a policy's `script-src`. */
export function scriptSrc(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src '))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

/** The URL path of each page of a built client folder ('/', '/eng', '/app' for the SPA shell). */
export function builtPages(client: string): string[] {
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets'))
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '').replace('__spa-fallback.html', 'app')}`)
}

/**
 * Every inline script of every page of `client` that its served CSP does not allow, as
 * 'page: hash' lines (none when all are allowed). Throws when `client` is not a built web app.
 */
export async function scriptsNotAllowed(client: string): Promise<string[]> {
  if (!existsSync(path.join(client, '__spa-fallback.html'))) {
    throw new Error(`${client} holds no built web app (run \`npm run build\` first)`)
  }
  const web = new Hono()
  mountWebApp(web, client, 'http://localhost:3000')
  const problems: string[] = []
  for (const page of builtPages(client)) {
    const res = await web.request(page)
    const allowed = new Set(scriptSrc(res.headers.get('content-security-policy') ?? ''))
    for (const hash of scriptHashes(await res.text())) {
      if (!allowed.has(hash)) problems.push(`${page}: ${hash}`)
    }
  }
  return problems
}

async function main() {
  const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
  const pages = existsSync(client) ? builtPages(client) : []
  const problems = await scriptsNotAllowed(client)
  if (pages.length < 4) {
    console.error(`Only ${pages.length} pages in ${client}: the build looks incomplete.`)
    process.exit(1)
  }
  if (problems.length) {
    console.error(`Inline scripts their page's CSP does not allow:\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`Every inline script of the ${pages.length} built pages is allowed by its CSP.`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: Error) => {
    console.error(e.message)
    process.exit(1)
  })
}
