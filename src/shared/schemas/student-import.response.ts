import { z } from 'zod'
import { IMPORT_FIELDS } from './student-import'

/** A message as its Portuguese text and its code of the catalogs (decision 0019). */
const messageText = {
  message: z.string(),
  messageCode: z.string().optional(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}

/** POST /api/student-imports/sheet: the cells of the file and what each column seems to hold. */
export const importSheetSchema = z
  .object({
    format: z.enum(['csv', 'xlsx', 'ods', 'vcf']),
    /** The sheet read (a workbook's first), and the others left out (the coach is told). */
    sheet: z.string().nullable(),
    otherSheets: z.array(z.string()),
    /** Every row of the sheet, each cell trimmed; row i is line i + 1 of the file. */
    cells: z.array(z.array(z.string())),
    /** The header's row index in `cells` and each column's field; null: no header recognised. */
    header: z
      .object({
        row: z.int(),
        columns: z.array(z.enum(IMPORT_FIELDS).nullable()),
      })
      .nullable(),
  })
  .meta({ id: 'ImportSheet' })
export type ImportSheet = z.infer<typeof importSheetSchema>

const lineMessage = z.object({ line: z.int(), ...messageText })

/** What the import does with one line that can be imported. */
export const importStudentSchema = z.object({
  line: z.int(),
  action: z.enum(['create', 'update', 'unchanged']),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The student matched by phone or e-mail (update, unchanged). */
  studentId: z.string().nullable(),
  /** The fields an update changes. */
  changes: z.array(z.enum(IMPORT_FIELDS)),
  /**
   * The opening balance: 'opening' a new 'Saldo importado' package (credits, expiry, owed);
   * 'kept' the student already has packages, which stay as they are; 'none' nothing to import.
   */
  balance: z.enum(['opening', 'kept', 'none']),
  credits: z.int().nullable(),
  expiry: z.string().nullable(),
  owedCents: z.int().nullable(),
  /** Weekly times read from the line ('ter e qui 18h' → 'ter 18:00, qui 18:00'). */
  weeklySlots: z.array(z.object({ weekday: z.int(), time: z.string() })),
})
export type ImportStudent = z.infer<typeof importStudentSchema>

/** A weekly time the agenda cannot hold (it overlaps a lesson already there or another line's). */
export const importConflictSchema = z.object({
  lines: z.array(z.int()),
  weekday: z.int(),
  time: z.string(),
  ...messageText,
})

export const importPreviewSchema = z
  .object({
    summary: z.object({
      create: z.int(),
      update: z.int(),
      unchanged: z.int(),
      /** Lines that cannot be imported as they are (`problems`). */
      problems: z.int(),
      /** Lines left out on purpose (empty, totals). */
      skipped: z.int(),
      /** Opening balances: credits and amounts owed brought in. */
      credits: z.int(),
      owedCents: z.int(),
      /** Weekly slots the agenda gets. */
      slots: z.int(),
    }),
    students: z.array(importStudentSchema),
    /** Lines that cannot be imported, each with why; the coach can fix them and preview again. */
    problems: z.array(lineMessage),
    skipped: z.array(lineMessage),
    /** What the coach should know of an imported line (a balance kept, a paid amount not counted). */
    notices: z.array(lineMessage),
    conflicts: z.array(importConflictSchema),
  })
  .meta({ id: 'ImportPreview' })
export type ImportPreview = z.infer<typeof importPreviewSchema>

/** An import done: what it did, and whether it can still be undone. */
export const studentImportDtoSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    /** Until when it can be undone (7 days), and if it was, when. */
    undoUntil: z.string(),
    undoneAt: z.string().nullable(),
    created: z.int(),
    updated: z.int(),
    credits: z.int(),
    owedCents: z.int(),
    slots: z.int(),
    /** Null when it can be undone now; else why not. */
    undoBlocked: z.object(messageText).nullable(),
  })
  .meta({ id: 'StudentImportDto' })
export type StudentImportDto = z.infer<typeof studentImportDtoSchema>

export const studentImportListSchema = z.array(studentImportDtoSchema)

/** POST /api/student-imports: the import done and the report of what it did. */
export const importResultSchema = z
  .object({ import: studentImportDtoSchema, report: importPreviewSchema })
  .meta({ id: 'ImportResult' })
export type ImportResult = z.infer<typeof importResultSchema>
