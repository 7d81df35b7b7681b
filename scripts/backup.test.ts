import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

// node itself with tsx's loader: `npx tsx` cost each of the 7 runs ~1–2 s of npx and a second
// node process
const run = (script: string, env: Record<string, string>, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env, NODE_ENV: 'development', DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

// The embedded-database tools: seed → backup → restore into another data directory.
describe('seed, backup and restore (embedded database)', () => {
  // One seeded data directory for both trials (a seed is a whole embedded cluster made and
  // migrated in a process of its own). Its database is only read; the voice-notes trial adds files
  // under media/, so the first trial picks the database archive by name, whatever ran before it.
  let dataDir = ''
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'quadra-bk-'))
    expect(run('scripts/seed.ts', { DATA_DIR: dataDir })).toContain('demo@quadra.app')
  }, 90_000)

  it('restores what was backed up', () => {
    const backups = mkdtempSync(path.join(os.tmpdir(), 'quadra-bk-out-'))
    expect(run('scripts/backup.ts', { DATA_DIR: dataDir }, backups)).toContain('Backup written to')
    const file = readdirSync(backups).find((f) => !f.endsWith('.media.tar.gz'))
    expect(file).toMatch(/^quadra-.*\.tar\.gz$/)

    const other = mkdtempSync(path.join(os.tmpdir(), 'quadra-rs-'))
    const out = run('scripts/restore.ts', { DATA_DIR: other }, path.join(backups, file!))
    expect(out).toContain('(1 accounts)')
    // seeding again finds the restored coach
    expect(run('scripts/seed.ts', { DATA_DIR: other })).toContain('already exists')
  }, 90_000)

  it('backs up the voice notes (DATA_DIR/media) beside the database and restores them', () => {
    const backups = mkdtempSync(path.join(os.tmpdir(), 'quadra-bk-media-'))
    const key = `${randomUUID()}/${randomUUID()}.webm`
    const folder = path.join(dataDir, 'media', path.dirname(key))
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(dataDir, 'media', key), 'OggS-audio-bytes')
    writeFileSync(path.join(folder, '.upload-in-progress.tmp'), 'half') // left out
    const out = run('scripts/backup.ts', { DATA_DIR: dataDir }, backups)
    expect(out).toContain('Voice notes written to')
    const files = readdirSync(backups).sort()
    expect(files).toHaveLength(2)
    expect(files[0]).toMatch(/^quadra-.*\.media\.tar\.gz$/)
    expect(files[1]).toMatch(/^quadra-.*[^a]\.tar\.gz$/)

    // into another data directory whose own voice notes are kept aside, never deleted
    const other = mkdtempSync(path.join(os.tmpdir(), 'quadra-rs-media-'))
    mkdirSync(path.join(other, 'media'))
    writeFileSync(path.join(other, 'media', 'older.txt'), 'kept')
    const restored = run('scripts/restore.ts', { DATA_DIR: other }, path.join(backups, files[1]!))
    expect(restored).toContain('(1 accounts)')
    expect(restored).toContain('Restored the voice notes')
    expect(readFileSync(path.join(other, 'media', key), 'utf8')).toBe('OggS-audio-bytes')
    expect(readdirSync(path.join(other, 'media', path.dirname(key)))).toEqual([path.basename(key)])
    const aside = readdirSync(other).find((f) => f.startsWith('media.before-restore-'))
    expect(readFileSync(path.join(other, aside!, 'older.txt'), 'utf8')).toBe('kept')
  }, 120_000)
})
