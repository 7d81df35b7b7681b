import { z } from 'zod'
import { CLASSES, GENDERS, STUDENT_TYPES } from '../constants'
import { msg } from '../messages'
import { cleanText } from './common'

/** The student fields a spreadsheet's column can hold. */
export const IMPORT_FIELDS = [
  'name',
  'phone',
  'email',
  'classe',
  'type',
  'gender',
  'notes',
  'credits',
  'expiry',
  'paid',
  'owed',
  'club',
  'weeklyTime',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** What a spreadsheet may hold at most: beyond it the coach gets a clear refusal. */
export const IMPORT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 5_000,
  columns: 100,
  /** One cell's text as the preview and the import take it (a long note is refused there). */
  cellChars: 2_000,
} as const

/**
 * The types a sheet arrives as: browsers, phones and Windows name the same .csv differently.
 * The web sends a file's own type when it is one of these, else application/octet-stream.
 */
export const SHEET_UPLOAD_TYPES = [
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'text/vcard',
  'text/x-vcard',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/octet-stream',
] as const

/** How long an import can be undone as a whole. */
export const IMPORT_UNDO_DAYS = 7

/**
 * One cell as the coach's sheet has it: the server reads and checks every value itself (the
 * browser only says which column holds what). Multi-line: a note may hold line breaks.
 */
const cell = cleanText({ multiline: true })
  .max(IMPORT_LIMITS.cellChars, {
    error: msg('import.cellTooLong', { max: IMPORT_LIMITS.cellChars }),
  })
  .optional()

export const importRowSchema = z.object({
  /** The row of the sheet (1 = the first), for messages the coach can find. */
  line: z.int().min(1).max(1_000_000),
  values: z.object(
    Object.fromEntries(IMPORT_FIELDS.map((field) => [field, cell])) as Record<
      ImportField,
      typeof cell
    >,
  ),
})
export type ImportRowInput = z.input<typeof importRowSchema>

/**
 * POST /api/student-imports/preview and POST /api/student-imports: the sheet's lines under
 * its header with the columns the coach mapped, the choices for what the sheet leaves empty,
 * and whether names in capitals become proper case.
 */
export const importRequestSchema = z.object({
  rows: z
    .array(importRowSchema)
    .min(1, { error: msg('import.noRows') })
    .max(IMPORT_LIMITS.rows, { error: msg('import.tooManyRows', { max: IMPORT_LIMITS.rows }) }),
  defaults: z.object({
    /** Students whose line says no gender; none: such a line is reported. */
    gender: z.enum(GENDERS).nullish(),
    type: z.enum(STUDENT_TYPES),
    classe: z.enum(CLASSES),
  }),
  properCaseNames: z.boolean().default(false),
})
export type ImportRequest = z.input<typeof importRequestSchema>
export type ImportRequestOutput = z.output<typeof importRequestSchema>
