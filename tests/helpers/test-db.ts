import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, type Executor, openDatabase } from '../../src/server/db/client'

/**
 * Rows of a raw SQL query, for tests that check the database itself (invariants): the shape
 * is declared by the test. Server code parses raw rows with rawRows (src/server/lib/sql.ts).
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database
 * on the TEST_DATABASE_URL server, created here and dropped on close. Both start from the run's
 * migrated dump or template (test-db-setup.ts) when there is one.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteDump')
    return openDatabase(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {})
  }
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `quadra_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  const template = inject('postgresTemplate')
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), maxConnections: 20 })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: base })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
