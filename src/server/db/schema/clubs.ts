import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, owner, timestamps } from './columns'

/** Where a coach teaches (spec §3 Club). At most one default club per coach. */
export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('clubs_user_name_idx').on(t.userId, t.name),
    uniqueIndex('clubs_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    check('clubs_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('clubs_phone_digits_check', sql`${t.phone} ~ '^[0-9]*$'`),
  ],
)
