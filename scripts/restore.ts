/**
 * `npm run restore -- <file.tar.gz>`: loads a backup made by `npm run backup` into the
 * embedded database (server stopped). The current data directory is kept aside as
 * pglite.before-restore-<time>, never deleted. For PostgreSQL use pg_restore (see README).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from '../src/server/db/lock'
import { ConfigError, loadConfig } from '../src/server/env'

async function main() {
  const config = loadConfig()
  const file = process.argv[2]
  if (!file || !existsSync(file))
    throw new Error('usage: npm run restore -- backups/quadra-<time>.tar.gz')
  if (config.databaseUrl) {
    throw new Error(
      `DATABASE_URL is set: restore with pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${file}`,
    )
  }
  const dir = path.join(config.dataDir, 'pglite')
  if (existsSync(dir)) {
    const release = lockDataDir(dir) // refuses while the server runs
    release()
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(dir, aside)
    console.log(`Current database kept at ${aside}`)
  }
  const blob = new Blob([readFileSync(file)])
  const db = await PGlite.create(dir, { loadDataDir: blob })
  const res = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "user"')
  await db.close()
  console.log(`Restored ${file} into ${dir} (${res.rows[0]?.n ?? 0} accounts).`)
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`,
  )
  process.exit(1)
})
