import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ALERT_PRIORITIES, ALERT_TYPES } from '../../../shared/constants'
import { id, owner, sqlList, timestamps } from './columns'
import { packages } from './packages'
import { classSessions } from './sessions'
import { students } from './students'

/**
 * Alerts (spec §3 Alert). At most one open alert per student and type: the partial unique
 * index makes concurrent writers agree (INSERT ... ON CONFLICT DO NOTHING).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    userId: owner(),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: ALERT_PRIORITIES }).notNull(),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Set when the coach dismissed the alert: hidden, yet still open, so the sync does not raise it again. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('alerts_one_open_per_student_type')
      .on(t.studentId, t.type)
      .where(sql`NOT ${t.resolved}`),
    index('alerts_user_open_created_idx').on(t.userId, t.resolved, t.createdAt.desc()),
    check('alerts_type_check', sql.raw(`type IN (${sqlList(ALERT_TYPES)})`)),
    check('alerts_priority_check', sql.raw(`priority IN (${sqlList(ALERT_PRIORITIES)})`)),
  ],
)
