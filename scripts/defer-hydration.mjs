#!/usr/bin/env node
// After `react-router build`: prerendered public pages that hydrate (the lead form) start
// loading their JavaScript only once the page has loaded, so the first paint needs nothing but
// the HTML, the CSS and the font (the module preloads no longer compete with them on a slow
// phone connection). The SPA shell of the app is left as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
const LOADER =
  '<script>addEventListener("load",function(){document.querySelectorAll(\'script[type="text/x-deferred-module"]\').forEach(function(s){var n=document.createElement("script");n.type="module";n.textContent=s.textContent;s.replaceWith(n)})})</script>'

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
  const out = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" async="">/g, '<script type="text/x-deferred-module">')
    .replace('</body>', `${LOADER}</body>`)
  writeFileSync(file, out)
  changed += 1
}
console.log(`defer-hydration: ${changed} prerendered page(s) load their JavaScript after the page`)
