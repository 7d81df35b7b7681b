import { sql } from 'drizzle-orm'
import { customType, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { foldedSql } from '../../lib/sql-text'
import { user } from './auth'

/** Columns every tenant table carries: uuid id, the owner and the two timestamps. */
export const id = () => uuid('id').primaryKey().defaultRandom()

export const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

/**
 * SQL list literal of allowed values for a CHECK constraint: 'a', 'b'. A column holding one of
 * a fixed set of values is a text column with that CHECK, declared `text(name, { enum: VALUES })`
 * with the same list: the `enum` option only types the column (its rows read as the union, its
 * writes must be one), so the database keeps plain text and its CHECK, no PostgreSQL enum type.
 */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Folded (lower-case, accent-free) copy of a text column, kept by PostgreSQL. */
export const foldedCopy = (name: string, of: string) =>
  text(name).generatedAlwaysAs(sql.raw(foldedSql(of)))

/** Words of a text column for full-text search (folded, prefix-searchable), kept by PostgreSQL. */
export const searchWords = (name: string, of: string) =>
  tsvector(name).generatedAlwaysAs(
    sql.raw(`to_tsvector('simple', ${foldedSql(`coalesce(${of}, '')`)})`),
  )
