import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The README's production path, on the build `npm test` has just made (never a second build):
 * `npm run build` leaves the server bundle beside the web app, and `npm run serve` with
 * NODE_ENV=production starts it and answers /api/health.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

test('npm run build then npm run serve starts the production server', async () => {
  test.setTimeout(90_000)
  expect(existsSync(path.join(buildDir, 'app-server', 'index.mjs'))).toBe(true)
  expect(existsSync(path.join(buildDir, 'client'))).toBe(true)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-serve-'))
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: `${'a'.repeat(16)}production-serve-test-secret`,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      BUILD_DIR: buildDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  try {
    let status = 0
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && child.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.status)
        .catch(() => 0)
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    expect(status, output).toBe(200)
  } finally {
    // npm runs the server in its own process group (detached): stop the whole group.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null)
      else child.once('exit', resolve)
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
})
