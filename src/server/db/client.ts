import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './lock'
import { type Schema, schema } from './tables'

/** The database handle every service receives: the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Either the database or a transaction: what a service function runs its queries on. */
export type Executor = Db | Tx

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  close(): Promise<void>
  /** Embedded database on disk: a consistent gzipped dump of its data directory (a backup). */
  dump?: () => Promise<Blob>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string
  /** PGlite data directory; when absent (and no url), an in-memory PGlite. */
  dataDir?: string
  /** Pool size for PostgreSQL. */
  maxConnections?: number
}

/** Statement names by text: each distinct text gets a short name once (no hashing per query). */
const statementNames = new Map<string, string>()
/** Beyond this many distinct texts (IN lists of every length…), statements run unnamed. */
const MAX_NAMED_STATEMENTS = 2000

/** The cached name of a statement text (q1, q2…), or undefined once the cache is full. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text)
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `q${statementNames.size + 1}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * A pg client that prepares every parameterised statement under a name given to its text, so
 * PostgreSQL plans each distinct statement once per connection instead of on every call
 * (planning was as costly as executing for the larger statements: measured with
 * `npm run bench`). The statement texts are fixed by the code, so the set is bounded; the
 * name comes from a map lookup (a SHA-1 of the text on every query cost more than the map).
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query signature
  override query(config: any, values?: any, callback?: any): any {
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      Array.isArray(values ?? config.values) &&
      (values ?? config.values).length > 0
    ) {
      const name = statementName(config.text)
      if (name) return super.query({ ...config, name }, values, callback)
    }
    return super.query(config, values, callback)
  }
}

/** Opens the database and applies the migrations that are not applied yet. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      Client: PreparingClient,
    })
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', (err) => console.error('[db] idle client error:', err.message))
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    await migrateLocked(pool, db)
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  let client: PGlite
  let unlock = () => {}
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir)
    mkdirSync(dir, { recursive: true })
    unlock = lockDataDir(dir)
    try {
      client = await PGlite.create(dir)
    } catch (err) {
      unlock()
      throw err
    }
  } else {
    client = await PGlite.create()
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
    ...(options.dataDir
      ? {
          async dump() {
            await client.exec('CHECKPOINT')
            return client.dumpDataDir('gzip')
          },
        }
      : {}),
  }
}

/** The advisory lock key held while migrating (any constant bigint; "quadra" in ASCII). */
const MIGRATION_LOCK = 0x717561647261

/**
 * Applies the migrations under a session-level advisory lock, so instances starting together
 * on one PostgreSQL migrate one after the other: the first applies them, the next ones find
 * them applied. The lock is released with its connection, even if this process dies.
 */
async function migrateLocked(pool: pg.Pool, db: Db) {
  const holder = await pool.connect()
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migratePg(db as never, { migrationsFolder })
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    holder.release()
  }
}

const RETRYABLE = new Set(['40P01', '40001']) // deadlock detected, serialization failure

function sqlState(err: unknown): string | undefined {
  let e: unknown = err
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * What the retry safety net of `transaction()` saw since the process started: by design (the
 * lock order of docs/decisions/0004) `deadlocks` stays 0; tests read these counters to prove it.
 */
export const transactionRetries = {
  /** Transactions PostgreSQL aborted with 40P01 (deadlock detected). */
  deadlocks: 0,
  /** Transactions aborted with 40001 (serialization failure). */
  serializationFailures: 0,
  /** Attempts run again after one of those. */
  retried: 0,
  /** Operations that failed after the last attempt (answered 500). */
  exhausted: 0,
}

/**
 * One business operation = one transaction. Every operation takes its row locks in the one
 * global order of docs/decisions/0004 (students by id first), so PostgreSQL should never have
 * to abort one to break a deadlock. The retry stays as a safety net: a transaction aborted with
 * a deadlock or a serialization failure is run again (nothing of the aborted attempt was kept),
 * and each such event is counted (`transactionRetries`) and logged.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn)
    } catch (err) {
      const code = sqlState(err) ?? ''
      if (!RETRYABLE.has(code)) throw err
      if (code === '40P01') transactionRetries.deadlocks++
      else transactionRetries.serializationFailures++
      if (attempt >= attempts) {
        transactionRetries.exhausted++
        console.error(`[db] transaction aborted (${code}) ${attempt} times: giving up`)
        throw err
      }
      transactionRetries.retried++
      console.warn(
        `[db] transaction aborted (${code}), attempt ${attempt} of ${attempts}: retrying`,
      )
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt))
    }
  }
}
