/**
 * `npm run lighthouse`: builds the web app, serves the production build on a scratch data
 * directory, and runs Lighthouse (mobile emulation, the system Chromium) on the public pages,
 * printing the four category scores of each. `--assert` exits 1 when a score is below 95;
 * `--no-build` reuses ./build. Reports (HTML) go to .tmp/lighthouse/. `WEB_ROOT` serves another
 * build's client folder (default: `$BUILD_DIR/client`, i.e. ./build/client).
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// @ts-expect-error plain ESM helper shared with the browser tests
import { findChromium } from './ensure-chromium.mjs'

const PAGES = ['/', '/eng', '/test-en', '/lead-form', '/privacidade', '/privacy']
const args = new Set(process.argv.slice(2))
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900)
const BASE = `http://localhost:${PORT}`
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer at ${url}`)
}

async function main() {
  if (!args.has('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })
  const chromePath: string | undefined = findChromium()
  if (!chromePath)
    throw new Error(
      'Chromium not found (npm run test:e2e installs it, or set PLAYWRIGHT_CHROMIUM_PATH)',
    )
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-lh-'))
  // node itself (not npx): killing it stops the server, nothing is left running
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'lighthouse-run-secret-lighthouse-run-secret',
      PORT: String(PORT),
      APP_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_ROOT: process.env.WEB_ROOT || path.resolve(process.env.BUILD_DIR ?? 'build', 'client'),
    },
    stdio: 'ignore',
  })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const outDir = path.resolve('.tmp/lighthouse')
  mkdirSync(outDir, { recursive: true })
  const rows: { page: string; scores: number[] }[] = []
  try {
    await waitFor(`${BASE}/api/health`)
    for (const page of PAGES) {
      const result = await lighthouse(`${BASE}${page}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`no result for ${page}`)
      const scores = CATEGORIES.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100))
      rows.push({ page, scores })
      const name = page === '/' ? 'home' : page.replace(/\//g, '_').replace(/^_/, '')
      writeFileSync(path.join(outDir, `${name}.html`), result.report as string)
    }
  } finally {
    await chrome.kill()
    server.kill('SIGTERM')
  }
  console.log('\nLighthouse (mobile), production build')
  console.log('page          performance  accessibility  best-practices  seo')
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(14)}${r.scores.map((s, i) => String(s).padStart([11, 15, 16, 5][i]!)).join('')}`,
    )
  }
  console.log(`\nReports: ${outDir}`)
  const low = rows.filter((r) => r.scores.some((s) => s < 95))
  if (low.length && args.has('--assert')) {
    console.error(`Below 95: ${low.map((r) => r.page).join(', ')}`)
    process.exit(1)
  }
}

main().catch((err) => {
  console.error(`Lighthouse failed: ${(err as Error).message}`)
  process.exit(1)
})
