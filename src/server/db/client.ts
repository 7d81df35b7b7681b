import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database, Db, OpenDatabaseOptions, Tx } from './database'

// The handle's types live in database.ts, which the drivers share with this module (a driver
// that imported the client would close a circle through openDatabase's import of it); every
// service takes them from here.
export type { Database, DatabaseKind, Db, Executor, OpenDatabaseOptions, Tx } from './database'

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
  // inside a caller's transaction (the agent runs a service in the one that closes its
  // proposal): a savepoint, and an abort is the outer transaction's to retry, whole
  if (db instanceof PgTransaction) return db.transaction(fn)
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
