import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { type Database, type Db, migrationsFolder, type OpenDatabaseOptions } from './database'
import { lockDataDir } from './lock'
import { schema } from './tables'

/**
 * PGlite's settings: its defaults plus a smaller buffer pool. PostgreSQL's default 128 MB of
 * shared_buffers is allocated and touched inside PGlite's WebAssembly memory at start, so it
 * was ~130 MiB of the idle server's RSS; a solo coach's database is a few MB to tens of MB and
 * the operating system caches its files anyway (measured in the README's start-up and memory
 * section).
 */
export const PGLITE_SHARED_BUFFERS = '16MB'
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
]

/** The embedded database: PGlite on a data directory (locked to this process), or in memory. */
export async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PGlite
  let unlock = () => {}
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir)
    mkdirSync(dir, { recursive: true })
    unlock = lockDataDir(dir)
    try {
      client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS })
    } catch (err) {
      unlock()
      throw err
    }
  } else {
    client = await PGlite.create({
      startParams: PGLITE_START_PARAMS,
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    })
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close()
      unlock()
    },
    async dump() {
      await client.exec('CHECKPOINT')
      return client.dumpDataDir('gzip')
    },
  }
}
