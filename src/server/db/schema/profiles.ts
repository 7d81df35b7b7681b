import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import {
  ABSENCE_POLICY,
  DEFAULT_MAIN_SPORT,
  DEFAULT_TIMEZONE,
  MAIN_SPORTS,
} from '../../../shared/constants'
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
    mainSport: text('main_sport', { enum: MAIN_SPORTS }).notNull().default(DEFAULT_MAIN_SPORT),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    /** Absence policy: a cancellation this many hours ahead is a 'falta avisada'. */
    cancelNoticeHours: integer('cancel_notice_hours')
      .notNull()
      .default(ABSENCE_POLICY.noticeHoursDefault),
    /** Whether a late cancellation / a no-show consumes a credit. */
    lateCancelConsumes: boolean('late_cancel_consumes').notNull().default(true),
    noShowConsumes: boolean('no_show_consumes').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('profiles_main_sport_check', sql.raw(`main_sport IN (${sqlList(MAIN_SPORTS)})`)),
    check('profiles_phone_digits_check', sql`${t.phone} ~ '^[0-9]*$'`),
    check(
      'profiles_cancel_notice_hours_check',
      sql.raw(
        `cancel_notice_hours BETWEEN ${ABSENCE_POLICY.noticeHoursMin} AND ${ABSENCE_POLICY.noticeHoursMax}`,
      ),
    ),
  ],
)
