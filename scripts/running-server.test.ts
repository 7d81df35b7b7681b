import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminFile, readAdminEndpoint } from '../src/server/features/admin/admin-token'

const exec = promisify(execFile)

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

// The tools while a server holds the embedded database: they used to stop
// with "in use by another Quadra process"; now the server does the work for them.
describe('leads export, backup and seed beside a running server (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-live-'))
  let server: ChildProcess
  let base = ''
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DATABASE_URL: '',
  })
  const tool = (script: string, ...args: string[]) =>
    exec(process.execPath, ['--import', 'tsx', script, ...args], { env: env(), encoding: 'utf8' })

  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    // node itself (not npx) so the test's SIGTERM reaches the server
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...env(), PORT: String(port), APP_URL: base },
      stdio: 'ignore',
    })
    // up to 90 s: a fresh embedded database migrates first, slowly on a loaded 2-core machine
    for (let i = 0; i < 360 && !readAdminEndpoint(dataDir); i++) {
      await new Promise((r) => setTimeout(r, 250))
    }
    const lead = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Joana Dias',
        email: 'joana@example.com',
        phone: '+5511987654321',
        sports: ['Padel'],
        heardFrom: 'friends',
        language: 'pt',
      }),
    })
    expect(lead.status).toBe(201)
  }, 120_000)

  afterAll(async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
  })

  it('exports the leads through the server', async () => {
    const { stdout } = await tool('scripts/leads-export.ts', '-')
    expect(stdout.split('\r\n')[0]).toContain('created_at,name,email')
    expect(stdout).toContain('joana@example.com')
  }, 60_000)

  it('backs up through the server, and seeds through it', async () => {
    const out = path.join(dataDir, 'backups')
    expect((await tool('scripts/backup.ts', out)).stdout).toContain('Backup written to')
    const [file] = readdirSync(out)
    expect(statSync(path.join(out, file!)).size).toBeGreaterThan(100_000)
    expect((await tool('scripts/seed.ts')).stdout).toContain('Demo coach created')
    expect((await tool('scripts/seed.ts')).stdout).toContain('already exists')
  }, 120_000)

  it('keeps the admin endpoints to the token holder on this machine', async () => {
    const endpoint = readAdminEndpoint(dataDir)!
    expect(statSync(adminFile(dataDir)).mode & 0o777).toBe(0o600)
    const call = (headers: Record<string, string>) =>
      fetch(`${base}/api/admin/leads.csv`, { headers }).then((r) => r.status)
    expect(await call({})).toBe(404)
    expect(await call({ authorization: 'Bearer wrong' })).toBe(404)
    expect(await call({ authorization: `Bearer ${endpoint.token}x` })).toBe(404)
    // relayed by a proxy: not a local tool
    expect(
      await call({ authorization: `Bearer ${endpoint.token}`, 'x-forwarded-for': '127.0.0.1' }),
    ).toBe(404)
    expect(await call({ authorization: `Bearer ${endpoint.token}` })).toBe(200)
  })

  it('removes its admin file when it stops', async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    expect(existsSync(adminFile(dataDir))).toBe(false)
  }, 30_000)
})
