import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../db/client'

/**
 * Raw SQL, where it earns its place: the ledger and alert statements (docs/decisions/0004),
 * and the few reads that aggregate or page in one statement what the query builder would
 * split or blur (json_agg of a page's details, window counts, counters). Every other read
 * uses drizzle's query builder and the types it infers from the schema.
 *
 * A raw statement's row is declared once, as a zod schema, and parsed once here: numbers and
 * instants come out as numbers and Dates whatever the driver returned (PGlite and
 * node-postgres differ on bigint, numeric and timestamps inside JSON), so no caller coerces.
 */
export async function rawRows<T extends z.ZodType>(
  db: Executor,
  row: T,
  query: SQL,
): Promise<z.output<T>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] }
  return z.array(row).parse(result.rows)
}

/** Column parsers for raw rows. */
export const col = {
  /** int, bigint or numeric (a string from node-postgres for the latter two). */
  number: z.coerce.number<unknown>(),
  /** A nullable number, kept null. */
  numberOrNull: z.union([z.null(), z.coerce.number<unknown>()]),
  /** timestamptz: a Date from the driver, an ISO string inside JSON. */
  instant: z.union([z.date(), z.string()]).transform((v) => new Date(v)),
  boolean: z.boolean(),
  string: z.string(),
  stringOrNull: z.string().nullable(),
  /** A json_agg column: an array (or a JSON string, from some drivers), null as []. */
  jsonArray: <T extends z.ZodType>(item: T) =>
    z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])), z.array(item)),
}

/** A nullable numeric column of a builder select (sql`…`.mapWith(nullableNumber)). */
export const nullableNumber = (v: unknown): number | null => (v === null ? null : Number(v))

/** `a, b, c` — the values of an IN (…) list, each one a bound parameter. */
export function sqlIn(values: readonly unknown[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
}

/** An instant as the API writes it (ISO 8601, UTC). */
export function isoInstant(value: Date | string): string {
  return new Date(value).toISOString()
}
