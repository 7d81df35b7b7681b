import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ImportPreview } from '../../../shared/schemas/student-import.response'
import { id, owner, sqlList } from './columns'
import { students } from './students'

/** What an import changed of a student it updated, to put back if the import is undone. */
export interface ImportedStudentBefore {
  name: string
  email: string | null
  phone: string
  gender: string
  type: string
  classe: string
  notes: string | null
}

/**
 * A spreadsheet import (the students list's 'Importar alunos'): what it did, kept so that it
 * can be undone as a whole for 7 days and so that the same request sent twice (its
 * Idempotency-Key) is applied once. Its opening packages point at it (packages.import_id).
 */
export const studentImports = pgTable(
  'student_imports',
  {
    id: id(),
    userId: owner(),
    /** The client's key for this import: a second request with it answers the first's import. */
    idempotencyKey: text('idempotency_key'),
    /** The weekly series it added to the agenda. */
    seriesIds: uuid('series_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * The counts of its report, answered again to a repeated request (the report's lines are
     * not kept: they hold the students' names and phones, which an erasure must not leave behind).
     */
    summary: jsonb('summary').$type<ImportPreview['summary']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('student_imports_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('student_imports_user_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check('student_imports_key_length_check', sql`char_length(${t.idempotencyKey}) <= 200`),
  ],
)

export const IMPORT_ITEM_ACTIONS = ['created', 'updated'] as const

/** A student an import created or updated (with the fields it had before an update). */
export const studentImportItems = pgTable(
  'student_import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => studentImports.id, { onDelete: 'cascade' }),
    userId: owner(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    action: text('action', { enum: IMPORT_ITEM_ACTIONS }).notNull(),
    before: jsonb('before').$type<ImportedStudentBefore>(),
  },
  (t) => [
    index('student_import_items_import_idx').on(t.importId),
    index('student_import_items_student_idx').on(t.studentId),
    check(
      'student_import_items_action_check',
      sql.raw(`action IN (${sqlList(IMPORT_ITEM_ACTIONS)})`),
    ),
  ],
)
