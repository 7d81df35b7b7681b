import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CREDIT_REASONS } from '../../../shared/constants'
import { id, owner, sqlList, timestamps } from './columns'
import { studentImports } from './student-imports'
import { students } from './students'

/**
 * A prepaid class package (spec §3 Package). remaining_classes is a cached balance: it always
 * equals the sum of the package's credit_movements. Status is derived, never stored.
 */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    totalClasses: integer('total_classes').notNull(),
    remainingClasses: integer('remaining_classes').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** Issue 13: unpaid after this day = 'Atrasado'; defaults to the start (purchase) date. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /**
     * What was paid: the sum of the package's payments, kept by a trigger on payments
     * (migration 0017) in the transaction that writes them. Every reader takes it from here
     * (raw SQL through lib/money-sql.ts `paidOf`), never sums payments again; the students
     * list and the dashboard find the packages with a balance due from the partial index below.
     */
    paidCents: integer('paid_cents').notNull().default(0),
    /**
     * The import that opened this package ('Saldo importado': the credits and the amount owed a
     * coach brought from a spreadsheet); null for a package sold in Quadra. An opening balance
     * may hold no class (only an amount owed).
     */
    importId: uuid('import_id').references(() => studentImports.id),
    ...timestamps(),
  },
  (t) => [
    // a student's packages by purchase, in the order that picks the latest (purchase date, then
    // created, then id): the at-risk report reads 1 package a student from its end, not all
    // the student's packages sorted
    index('packages_user_student_purchase_idx').on(
      t.userId,
      t.studentId,
      t.purchaseDate,
      t.createdAt,
      t.id,
    ),
    index('packages_user_purchase_idx').on(t.userId, t.purchaseDate),
    // the packages not yet expired (the liability report)
    index('packages_user_expiry_idx').on(t.userId, t.expiryDate),
    // the packages with a balance due ('Pagamento pendente', 'A receber'), with what
    // 'A receber' and the balance due read of them: an index-only scan of the few owed
    index('packages_user_owing_idx')
      .on(t.userId, t.studentId, t.dueDate, t.priceCents, t.paidCents)
      .where(sql`${t.priceCents} > ${t.paidCents}`),
    check(
      'packages_total_classes_check',
      sql`${t.totalClasses} >= 1 OR (${t.importId} IS NOT NULL AND ${t.totalClasses} >= 0)`,
    ),
    check(
      'packages_remaining_classes_check',
      sql`${t.remainingClasses} >= 0 AND ${t.remainingClasses} <= ${t.totalClasses}`,
    ),
    check('packages_price_check', sql`${t.priceCents} >= 0`),
    check('packages_expiry_check', sql`${t.expiryDate} >= ${t.purchaseDate}`),
  ],
)

/**
 * The credit ledger: every change of a package's remaining_classes, in the same transaction
 * as the change. The purchase writes the first row (+total).
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: id(),
    userId: owner(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    sessionId: uuid('session_id'),
    studentId: uuid('student_id'),
    /** The lesson whose attendance outcome moved this credit. */
    lessonId: uuid('lesson_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_movements_package_idx').on(t.packageId),
    check('credit_movements_delta_check', sql`${t.delta} <> 0`),
    check('credit_movements_reason_check', sql.raw(`reason IN (${sqlList(CREDIT_REASONS)})`)),
  ],
)
