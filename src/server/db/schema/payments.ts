import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MONEY_LIMITS, PAYMENT_METHODS, PIX_KEY_TYPES } from '../../../shared/constants'
import { user } from './auth'
import { id, owner, sqlList, timestamps } from './columns'
import { packages } from './packages'
import { students } from './students'

/**
 * Money received for a package: rows, never an overwritten "paid" flag. A package's
 * status (Pago, Parcial, Pendente, Atrasado) is derived from its price, the sum of its payments
 * and its due date. `student_id` is the package's, copied so balances and reports by student or
 * by period read one table.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: owner(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('payments_user_paid_on_idx').on(t.userId, t.paidOn),
    index('payments_package_idx').on(t.packageId),
    index('payments_user_student_idx').on(t.userId, t.studentId),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_method_check', sql.raw(`method IN (${sqlList(PAYMENT_METHODS)})`)),
    check(
      'payments_note_length_check',
      sql.raw(`note IS NULL OR char_length(note) <= ${MONEY_LIMITS.paymentNoteMax}`),
    ),
  ],
)

/**
 * The audit of removed payments: what was removed and when, kept after the
 * payment row is gone (no foreign keys to the payment or the package, which may be deleted too).
 */
export const paymentRemovals = pgTable(
  'payment_removals',
  {
    id: id(),
    userId: owner(),
    paymentId: uuid('payment_id').notNull(),
    packageId: uuid('package_id').notNull(),
    studentId: uuid('student_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The removed payment's method, copied from its row (checked there). */
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    /** When the payment was recorded. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_removals_user_removed_idx').on(t.userId, t.removedAt)],
)

/** The coach's Pix receiver data, one row per coach. */
export const pixSettings = pgTable(
  'pix_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    keyType: text('key_type', { enum: PIX_KEY_TYPES }).notNull(),
    /** Normalised as the BR Code carries it (digits for CPF/CNPJ, +55… for phones, lower-case e-mail). */
    key: text('key').notNull(),
    /** Receiver's name and city as typed (the BR Code gets them without accents, cut to 25/15). */
    name: text('name').notNull(),
    city: text('city').notNull(),
    ...timestamps(),
  },
  () => [check('pix_settings_key_type_check', sql.raw(`key_type IN (${sqlList(PIX_KEY_TYPES)})`))],
)
