import { sql } from 'drizzle-orm'
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { DEFAULT_MAIN_SPORT, DEFAULT_TIMEZONE, MAIN_SPORTS } from '../../../shared/constants'
import { user } from './auth'
import { sqlList, timestamps } from './columns'

/** The coach's profile, 1:1 with the auth user (spec §3 Profile). */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mainSport: text('main_sport').notNull().default(DEFAULT_MAIN_SPORT),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    ...timestamps(),
  },
  (t) => [
    check('profiles_main_sport_check', sql.raw(`main_sport IN (${sqlList(MAIN_SPORTS)})`)),
    check('profiles_phone_digits_check', sql`${t.phone} ~ '^[0-9]*$'`),
  ],
)
