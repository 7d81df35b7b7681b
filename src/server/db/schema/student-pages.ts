import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { PROGRESS_LIMITS, PROGRESS_PERIODS, SHARE_KINDS } from '../../../shared/constants'
import { id, owner, sqlList } from './columns'
import { classSessions } from './sessions'
import { students } from './students'

/**
 * The student's private page `/a/<token>` (decision 0013): at most one link
 * per student. The token is 128 random bits; `token_hash` (its SHA-256, 64 hex digits) is what
 * the public page looks up. `token_sealed` is the token encrypted (AES-256-GCM, a key derived
 * from the server secret) so the coach can copy the same URL again; regenerating replaces both
 * (the old URL answers 404 from then on). Goes with the student (erased or deleted).
 */
export const studentPageLinks = pgTable(
  'student_page_links',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_page_links_token_hash_key').on(t.tokenHash),
    index('student_page_links_user_idx').on(t.userId),
    check('student_page_links_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * What the coach shared on the student's page: a progress report or an after-class message,
 * stored exactly as sent (never edited afterwards; the coach removes it from the page).
 */
export const sharedItems = pgTable(
  'shared_items',
  {
    id: id(),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    text: text('text').notNull(),
    /** The class an after-class message is about (the text stays if the class is deleted). */
    sessionId: uuid('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    /** The report's period. */
    period: text('period', { enum: PROGRESS_PERIODS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shared_items_student_created_idx').on(t.studentId, t.createdAt.desc()),
    index('shared_items_user_idx').on(t.userId),
    index('shared_items_session_idx').on(t.sessionId).where(sql`${t.sessionId} IS NOT NULL`),
    check('shared_items_kind_check', sql.raw(`kind IN (${sqlList(SHARE_KINDS)})`)),
    check(
      'shared_items_period_check',
      sql.raw(`period IS NULL OR period IN (${sqlList(PROGRESS_PERIODS)})`),
    ),
    check(
      'shared_items_text_length_check',
      sql.raw(`char_length(text) BETWEEN 1 AND ${PROGRESS_LIMITS.shareTextMax}`),
    ),
  ],
)

export type SharedItemRow = typeof sharedItems.$inferSelect
