import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const run = (script: string, env: Record<string, string>, ...args: string[]) =>
  execFileSync('npx', ['tsx', script, ...args], {
    env: { ...process.env, ...env, NODE_ENV: 'development', DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

// The embedded-database tools: seed → backup → restore into another data directory.
describe('seed, backup and restore (embedded database)', () => {
  it('restores what was backed up', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-bk-'))
    const backups = path.join(dataDir, 'backups')
    expect(run('scripts/seed.ts', { DATA_DIR: dataDir })).toContain('demo@quadra.app')
    expect(run('scripts/backup.ts', { DATA_DIR: dataDir }, backups)).toContain('Backup written to')
    const [file] = readdirSync(backups)
    expect(file).toMatch(/^quadra-.*\.tar\.gz$/)

    const other = mkdtempSync(path.join(os.tmpdir(), 'quadra-rs-'))
    const out = run('scripts/restore.ts', { DATA_DIR: other }, path.join(backups, file!))
    expect(out).toContain('(1 accounts)')
    // seeding again finds the restored coach
    expect(run('scripts/seed.ts', { DATA_DIR: other })).toContain('already exists')
  }, 90_000)
})
