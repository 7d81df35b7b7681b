/**
 * `npm run backup`: a consistent copy of the database into ./backups/.
 * - Embedded (PGlite): PGlite's own dump of its data directory (a .tar.gz that `npm run
 *   restore` loads back) — made by the running server when one holds the database.
 * - PostgreSQL (DATABASE_URL): runs pg_dump in its custom format (restore with pg_restore).
 * Voice notes on the filesystem (DATA_DIR/media): a second archive beside it,
 * quadra-<time>.media.tar.gz, made AFTER the database's (a file deleted in between belongs to
 * a note deleted anyway; one uploaded in between is simply not referenced). With S3 the files
 * are in the bucket: back it up with the storage's own tools (README).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from '../src/server/db/lock'
import { ConfigError, loadConfig } from '../src/server/env'
import { runningServer } from './running-server'

/** DATA_DIR/media as quadra-<time>.media.tar.gz (temporary upload files left out); null when empty. */
function backupMedia(mediaDir: string, outDir: string, stamp: string): string | null {
  if (!existsSync(mediaDir) || readdirSync(mediaDir).length === 0) return null
  const file = path.join(outDir, `quadra-${stamp}.media.tar.gz`)
  const run = spawnSync('tar', ['-czf', file, '--exclude=*.tmp', '-C', mediaDir, '.'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (run.error || run.status !== 0) {
    throw new Error(`could not archive the voice notes of ${mediaDir} (is tar installed?)`)
  }
  return file
}

async function main() {
  const config = loadConfig()
  const media = () => {
    if (config.s3) {
      console.log(
        `Voice notes are in the S3 bucket "${config.s3.bucket}": back it up too (see README, "Voice notes and S3").`,
      )
      return null
    }
    const file = backupMedia(config.mediaDir, outDir, stamp)
    if (file) console.log(`Voice notes written to ${file}`)
    return file
  }
  const outDir = path.resolve(process.argv[2] ?? 'backups')
  mkdirSync(outDir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')

  if (config.databaseUrl) {
    const file = path.join(outDir, `quadra-${stamp}.dump`)
    const run = spawnSync(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl],
      {
        stdio: 'inherit',
      },
    )
    if (run.error || run.status !== 0) {
      throw new Error(
        'pg_dump failed (is the PostgreSQL client installed? apt-get install postgresql-client)',
      )
    }
    console.log(
      `Backup written to ${file}\nRestore: pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${file}`,
    )
    const mediaFile = media()
    if (mediaFile) {
      console.log(`Restore the voice notes: tar -xzf ${mediaFile} -C "${config.mediaDir}"`)
    }
    return
  }

  const file = path.join(outDir, `quadra-${stamp}.tar.gz`)
  const done = () => {
    console.log(`Backup written to ${file}`)
    media()
    console.log(`Restore: npm run restore -- ${file}`)
  }
  const server = runningServer(config.dataDir)
  if (server) {
    const res = await server.call('POST', '/backup')
    writeFileSync(file, Buffer.from(await res.arrayBuffer()))
    return done()
  }
  const dir = path.join(config.dataDir, 'pglite')
  const unlock = lockDataDir(dir)
  try {
    const db = await PGlite.create(dir)
    await db.exec('CHECKPOINT')
    const dump = await db.dumpDataDir('gzip')
    await db.close()
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    done()
  } finally {
    unlock()
  }
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`,
  )
  process.exit(1)
})
