import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  CONSENT_SOURCES,
  LESSON_REMINDER_MODES,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  REMINDER_MESSAGE_STATUSES,
  REMINDERS,
} from '../../../shared/constants'
import type { ReminderFacts } from '../../../shared/schemas/reminders.response'
import { user } from './auth'
import { id, owner, sqlList } from './columns'
import { students } from './students'

/**
 * Which reminders the coach has sent (decision 0023). No row: the defaults (every kind on, the
 * lesson reminder the evening before). Nothing reaches a student without their consent anyway.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    lesson: boolean('lesson').notNull().default(true),
    lessonMode: text('lesson_mode', { enum: LESSON_REMINDER_MODES })
      .notNull()
      .default('evening_before'),
    lessonHours: integer('lesson_hours').notNull().default(REMINDERS.hoursBeforeDefault),
    creditsLow: boolean('credits_low').notNull().default(true),
    packageExpiring: boolean('package_expiring').notNull().default(true),
    paymentDue: boolean('payment_due').notNull().default(true),
    /** The after-class summary sent by itself once the class is registered (opt-in). */
    classSummary: boolean('class_summary').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'reminder_settings_mode_check',
      sql.raw(`lesson_mode IN (${sqlList(LESSON_REMINDER_MODES)})`),
    ),
    check(
      'reminder_settings_hours_check',
      sql.raw(`lesson_hours BETWEEN ${REMINDERS.hoursBeforeMin} AND ${REMINDERS.hoursBeforeMax}`),
    ),
  ],
)

/**
 * A student's consent to reminders on a channel, and its withdrawal: rows, never overwritten,
 * so the date and the source of each (LGPD; WhatsApp's opt-in rule) stay on record. The
 * newest row of a student and channel is the current state.
 */
export const studentConsents = pgTable(
  'student_consents',
  {
    id: id(),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_consents_student_idx').on(t.studentId, t.channel, t.createdAt),
    index('student_consents_user_idx').on(t.userId),
    check('student_consents_channel_check', sql.raw(`channel IN (${sqlList(REMINDER_CHANNELS)})`)),
    check('student_consents_source_check', sql.raw(`source IN (${sqlList(CONSENT_SOURCES)})`)),
  ],
)

/**
 * One message to one student: what one planning slot found due for them, bundled (its
 * reminders point at it), on one channel. It is the send job too: 'pending' until the coach
 * taps it in 'Para enviar' (WhatsApp) or the sender hands it to the mail server; `attempts`,
 * `next_attempt_at` and `claimed_until` drive the sender's retries and its claim, so several
 * instances never send one message twice; its id is the idempotency key that travels with it.
 */
export const reminderMessages = pgTable(
  'reminder_messages',
  {
    id: id(),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    status: text('status', { enum: REMINDER_MESSAGE_STATUSES }).notNull().default('pending'),
    /** The planning slot that made it (its start). */
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** WhatsApp Cloud API only: the provider's id of the send (wamid), and what it reported. */
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the student answered with one of the message's buttons. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_messages_slot_key').on(t.studentId, t.slotAt, t.channel),
    uniqueIndex('reminder_messages_provider_key').on(t.providerMessageId),
    index('reminder_messages_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('reminder_messages_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('reminder_messages_channel_check', sql.raw(`channel IN (${sqlList(REMINDER_CHANNELS)})`)),
    check(
      'reminder_messages_status_check',
      sql.raw(`status IN (${sqlList(REMINDER_MESSAGE_STATUSES)})`),
    ),
  ],
)

/**
 * One reminder planned for a student: `subject` names what it is about (a lesson, a package
 * and its balance…), unique per student and kind, so the same reminder is never planned twice
 * — the planner inserts and keeps only what the index let in. `facts` are what the text says,
 * read when it was planned.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    subject: text('subject').notNull(),
    facts: jsonb('facts').$type<ReminderFacts>().notNull(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => reminderMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_subject_key').on(t.studentId, t.kind, t.subject),
    index('reminders_message_idx').on(t.messageId),
    index('reminders_user_idx').on(t.userId),
    check('reminders_kind_check', sql.raw(`kind IN (${sqlList(REMINDER_KINDS)})`)),
  ],
)
