import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { FOCUS_TAGS, LIMITS } from '../../../shared/constants'
import { clubs } from './clubs'
import { id, owner, searchWords, sqlList, timestamps } from './columns'
import { packages } from './packages'
import { students } from './students'

/** A class session (spec §3 Session (class)). Its participants are its feedback rows. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    userId: owner(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    teacher: text('teacher').notNull(),
    notes: text('notes'),
    // the history's text search: words of the notes (GIN updated in place — no pending
    // list to scan on every search)
    notesWords: searchWords('notes_words', 'notes'),
    ...timestamps(),
  },
  (t) => [
    index('class_sessions_user_date_idx').on(t.userId, t.date.desc(), t.id.desc()),
    index('class_sessions_notes_words_idx').using('gin', t.notesWords).with({ fastupdate: false }),
    check(
      'class_sessions_notes_length_check',
      sql.raw(`char_length(notes) <= ${LIMITS.sessionNotesMax}`),
    ),
  ],
)

/** Per-student feedback of a session (spec §3 Session feedback). */
export const sessionFeedbacks = pgTable(
  'session_feedbacks',
  {
    id: id(),
    userId: owner(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    notes: text('notes').notNull().default(''),
    tags: text('tags', { enum: FOCUS_TAGS }).array().notNull().default(sql`'{}'::text[]`),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /**
     * A copy of the class's date (class_sessions.date), written with the feedback and rewritten
     * in the same transaction when the class is re-dated: a student's classes of a period are
     * then one range of the index below, whatever the length of the student's history (the
     * progress report). tests/helpers/invariants.ts checks it equals the class's.
     */
    classDate: timestamp('class_date', { withTimezone: true }).notNull(),
    notesWords: searchWords('notes_words', 'notes'),
    ...timestamps(),
  },
  (t) => [
    unique('session_feedbacks_session_student_key').on(t.sessionId, t.studentId),
    // a student's feedbacks, by class date (it serves the lookups by student alone too)
    index('session_feedbacks_user_student_date_idx').on(t.userId, t.studentId, t.classDate),
    // the coach's classes of a period by student (the activity report)
    index('session_feedbacks_user_class_date_idx').on(t.userId, t.classDate, t.studentId),
    index('session_feedbacks_notes_words_idx')
      .using('gin', t.notesWords)
      .with({ fastupdate: false }),
    check('session_feedbacks_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('session_feedbacks_tags_check', sql.raw(`tags <@ ARRAY[${sqlList(FOCUS_TAGS)}]::text[]`)),
    check(
      'session_feedbacks_notes_length_check',
      sql.raw(`char_length(notes) <= ${LIMITS.feedbackNotesMax}`),
    ),
  ],
)

/**
 * Which package paid for a student's place in a session (spec §3 Session package
 * assignment). package_id is null when no package had credits: the session is flagged.
 */
export const sessionPackageAssignments = pgTable(
  'session_package_assignments',
  {
    id: id(),
    userId: owner(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    manuallyAssigned: boolean('manually_assigned').notNull().default(false),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    unique('session_package_assignments_session_student_key').on(t.sessionId, t.studentId),
    index('session_package_assignments_package_idx').on(t.packageId),
    index('session_package_assignments_user_student_idx').on(t.userId, t.studentId),
    index('session_package_assignments_unassigned_idx')
      .on(t.userId, t.sessionId)
      .where(sql`${t.packageId} IS NULL`),
  ],
)

export type ClassSessionRow = typeof classSessions.$inferSelect
export type SessionFeedbackRow = typeof sessionFeedbacks.$inferSelect
export type SessionAssignmentRow = typeof sessionPackageAssignments.$inferSelect
