/**
 * `npm run restore -- <file.tar.gz>`: loads a backup made by `npm run backup` into the
 * embedded database (server stopped). The current data directory is kept aside as
 * pglite.before-restore-<time>, never deleted. For PostgreSQL use pg_restore (see README).
 * The voice notes' archive beside it (quadra-<time>.media.tar.gz), when there is one, becomes
 * DATA_DIR/media; the current media folder is kept aside the same way.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from '../src/server/db/lock'
import { ConfigError, loadConfig } from '../src/server/env'

/** The voice notes' archive made with a database backup, if any. */
function mediaArchiveOf(file: string): string | null {
  const media = file.replace(/\.tar\.gz$/, '.media.tar.gz')
  return media !== file && existsSync(media) ? media : null
}

/** Unpacks the voice notes beside DATA_DIR/media (before the database is touched): the folder. */
function unpackMedia(archive: string, mediaDir: string, stamp: string): string {
  const incoming = `${mediaDir}.restoring-${stamp}`
  mkdirSync(incoming, { recursive: true })
  const run = spawnSync('tar', ['-xzf', archive, '-C', incoming], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (run.error || run.status !== 0) {
    rmSync(incoming, { recursive: true, force: true })
    throw new Error(`could not unpack the voice notes of ${archive} (is tar installed?)`)
  }
  return incoming
}

/** Puts the unpacked voice notes in place, keeping the current folder aside. */
function swapMedia(incoming: string, mediaDir: string, stamp: string) {
  if (existsSync(mediaDir)) {
    const aside = `${mediaDir}.before-restore-${stamp}`
    renameSync(mediaDir, aside)
    console.log(`Current voice notes kept at ${aside}`)
  }
  renameSync(incoming, mediaDir)
  console.log(`Restored the voice notes into ${mediaDir}.`)
}

async function main() {
  const config = loadConfig()
  const file = process.argv[2]
  if (!file || !existsSync(file))
    throw new Error('usage: npm run restore -- backups/quadra-<time>.tar.gz')
  if (file.endsWith('.media.tar.gz')) {
    throw new Error(
      `${file} holds the voice notes: pass the database's backup (the same name without .media); its voice notes come with it`,
    )
  }
  if (config.databaseUrl) {
    throw new Error(
      `DATABASE_URL is set: restore with pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${file}`,
    )
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dir = path.join(config.dataDir, 'pglite')
  if (existsSync(dir)) lockDataDir(dir)() // refuses while the server runs
  // the voice notes are unpacked first: a broken archive stops the restore before anything moves
  const mediaArchive = mediaArchiveOf(file)
  const incomingMedia = mediaArchive ? unpackMedia(mediaArchive, config.mediaDir, stamp) : null
  if (existsSync(dir)) {
    const aside = `${dir}.before-restore-${stamp}`
    renameSync(dir, aside)
    console.log(`Current database kept at ${aside}`)
  }
  const blob = new Blob([readFileSync(file)])
  const db = await PGlite.create(dir, { loadDataDir: blob })
  const res = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "user"')
  await db.close()
  console.log(`Restored ${file} into ${dir} (${res.rows[0]?.n ?? 0} accounts).`)
  if (incomingMedia) swapMedia(incomingMedia, config.mediaDir, stamp)
  else if (config.s3) {
    console.log(
      `Voice notes are in the S3 bucket "${config.s3.bucket}": restore it with the storage's tools if needed.`,
    )
  }
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`,
  )
  process.exit(1)
})
