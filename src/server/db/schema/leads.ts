import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { LEAD_HEARD_FROM, LEAD_LANGUAGES } from '../../../shared/constants'
import { id, sqlList } from './columns'

/** Leads from the public beta form (the spec's racketleads). Not owned by a coach. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    sports: text('sports').array().notNull().default(sql`'{}'::text[]`),
    extraSport: text('extra_sport'),
    heardFrom: text('heard_from', { enum: LEAD_HEARD_FROM }).notNull(),
    heardFromOther: text('heard_from_other'),
    language: text('language', { enum: LEAD_LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    check('leads_heard_from_check', sql.raw(`heard_from IN (${sqlList(LEAD_HEARD_FROM)})`)),
    check('leads_language_check', sql.raw(`language IN (${sqlList(LEAD_LANGUAGES)})`)),
  ],
)
