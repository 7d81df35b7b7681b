#!/usr/bin/env node
// Finds a Chromium for the browser tests: PLAYWRIGHT_CHROMIUM_PATH, /usr/bin/chromium, or
// Playwright's cache. When none is there it installs Debian's `chromium` if it can (root +
// apt-get), else stops with a one-line how-to. Prints the path it found.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The flags every headless Chromium of ours runs with (tests, Lighthouse) — they work here. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(p)) return p
  }
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright')
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      for (const rel of [
        'chrome-linux64/chrome',
        'chrome-linux/chrome',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]) {
        const p = path.join(cache, dir, rel)
        if (existsSync(p)) return p
      }
    }
  }
  return undefined
}

function tryInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) return false
  console.log('Chromium not found: installing Debian chromium with apt-get (one time)...')
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return true
  } catch {
    return false
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium()
  if (!found && tryInstall()) found = findChromium()
  if (!found) {
    console.error(
      'Browser tests need Chromium: install it (sudo apt-get install -y chromium) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium/Chrome binary.',
    )
    process.exit(1)
  }
  console.log(`Chromium: ${found}`)
}
