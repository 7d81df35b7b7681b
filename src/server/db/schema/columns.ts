import { timestamp, uuid } from 'drizzle-orm/pg-core'
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

/** SQL list literal of allowed values for a CHECK constraint: 'a', 'b'. */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')
}
