/**
 * The database handle's types and the options of opening it: shared by the client (client.ts)
 * and the two drivers (pglite.ts, postgres.ts) it loads.
 */
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
