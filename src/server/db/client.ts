import { fileURLToPath } from 'node:url'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { Schema } from './tables'

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
  /** Embedded database: a consistent gzipped dump of its data directory (a backup). */
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
  /**
   * In-memory PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of
   * an empty cluster; the migrations not in it are applied as usual. The tests start every
   * file's database from one migrated dump (tests/helpers/test-db-setup.ts).
   */
  loadDataDir?: Blob
}

/**
 * Opens the database and applies the migrations that are not applied yet. Only the driver in
 * use is loaded (db/postgres.ts or db/pglite.ts): the other one would cost the process memory
 * for nothing.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const { url } = options
  if (url) return (await import('./postgres')).openPostgres({ ...options, url })
  return (await import('./pglite')).openPglite(options)
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
