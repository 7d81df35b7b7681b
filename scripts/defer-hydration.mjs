#!/usr/bin/env node
// After `react-router build`: prerendered public pages that hydrate (the lead form, the sign-in
// page) start their JavaScript only when the visitor starts using the page (scripts/
// hydration-loader.mjs), so the first paint and the first seconds need nothing but the HTML, the
// CSS and the font: on a slow phone, React's start-up no longer blocks the page while it is
// read. The SPA shell of the app is left as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loaderScript } from './hydration-loader.mjs'

const root = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
/** Pages whose HTML depends on the visit (query string, the visitor's language). */
const CONTEXT_PAGES = new Set([
  path.join('app', 'login', 'index.html'),
  path.join('auth', 'forgot-password', 'index.html'),
  path.join('auth', 'reset-password', 'index.html'),
  path.join('auth', 'confirm', 'index.html'),
])

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) {
      if (name !== 'assets') yield* htmlFiles(file)
    } else if (name.endsWith('.html') && name !== '__spa-fallback.html') {
      yield file
    }
  }
}

let changed = 0
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, 'utf8')
  if (!html.includes('<script type="module" async="">')) continue
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1],
  )
  const loader = loaderScript({
    preloads,
    wakeForContext: CONTEXT_PAGES.has(path.relative(root, file)),
  })
  const out = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" async="">/g, '<script type="text/x-deferred-module">')
    .replace('</body>', `${loader}</body>`)
  writeFileSync(file, out)
  changed += 1
}
console.log(
  `defer-hydration: ${changed} prerendered page(s) start their JavaScript on the first interaction`,
)
