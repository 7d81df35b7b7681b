import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type Database, type Db, migrationsFolder, type OpenDatabaseOptions } from './database'
import { schema } from './tables'

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

/** PostgreSQL (DATABASE_URL): a pool of preparing clients; migrations under an advisory lock. */
export async function openPostgres(
  options: OpenDatabaseOptions & { url: string },
): Promise<Database> {
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
