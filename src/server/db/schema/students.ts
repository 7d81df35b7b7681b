import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import {
  CLASSES,
  GENDERS,
  LIMITS,
  STUDENT_STATUSES,
  STUDENT_TYPES,
} from '../../../shared/constants'
import { LANGUAGES } from '../../../shared/domain/locale'
import { foldedCopy, id, owner, sqlList, timestamps } from './columns'

/** A coach's student (spec §3 Student). Credits are derived from packages, not stored. */
export const students = pgTable(
  'students',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    type: text('type', { enum: STUDENT_TYPES }).notNull(),
    classe: text('classe', { enum: CLASSES }).notNull(),
    status: text('status', { enum: STUDENT_STATUSES }).notNull().default('active'),
    notes: text('notes'),
    /**
     * The language the student is written to (their page, messages, reports); null: the
     * language of the coach's country (shared/domain/student-language.ts), so it follows the
     * coach's zone until the coach picks one for the student.
     */
    language: text('language', { enum: LANGUAGES }),
    /** For search and sorting: the name folded ("Ângela" → "angela"). */
    nameFolded: foldedCopy('name_folded', 'name'),
    ...timestamps(),
  },
  (t) => [
    // the list's order (name, then id) read from the index, page by page
    index('students_user_name_id_idx').on(t.userId, t.nameFolded, t.id),
    // the newest students (the dashboard's 4), in their order (created_at, then id, newest first)
    // read from the index: 4 entries, not every student sorted
    index('students_user_created_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // the active students counted (the dashboard) from an index of them only
    index('students_user_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
    check(
      'students_name_length_check',
      sql.raw(`char_length(name) BETWEEN ${LIMITS.studentNameMin} AND ${LIMITS.studentNameMax}`),
    ),
    check('students_email_length_check', sql.raw(`char_length(email) <= ${LIMITS.emailMax}`)),
    check('students_notes_length_check', sql.raw(`char_length(notes) <= ${LIMITS.notesMax}`)),
    check('students_phone_digits_check', sql`${t.phone} ~ '^[0-9]+$'`),
    check('students_gender_check', sql.raw(`gender IN (${sqlList(GENDERS)})`)),
    check('students_type_check', sql.raw(`type IN (${sqlList(STUDENT_TYPES)})`)),
    check('students_classe_check', sql.raw(`classe IN (${sqlList(CLASSES)})`)),
    check('students_language_check', sql.raw(`language IN (${sqlList(LANGUAGES)})`)),
    check('students_status_check', sql.raw(`status IN (${sqlList(STUDENT_STATUSES)})`)),
  ],
)
