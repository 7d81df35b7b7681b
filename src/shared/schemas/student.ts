import { z } from 'zod'
import { CLASSES, GENDERS, LIMITS, STUDENT_STATUSES, STUDENT_TYPES } from '../constants'
import { LANGUAGES, LOCALE_MESSAGES } from '../domain/locale'
import { msg } from '../messages'
import { cleanText, maskedPhone, searchTerm } from './common'

const name = cleanText({ required: msg('common.nameTooShort') })
  .min(LIMITS.studentNameMin, { error: msg('common.nameTooShort') })
  .max(LIMITS.studentNameMax, { error: msg('common.nameTooLong') })

const email = cleanText()
  .max(LIMITS.emailMax, { error: msg('common.emailTooLong') })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: msg('common.emailInvalid') })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))

const notes = cleanText({ multiline: true })
  .max(LIMITS.notesMax, { error: msg('student.notesTooLong') })
  .nullish()
  .transform((v) => (v ? v : null))

/** New student form (spec §5). Gender, type and classe are required choices. */
export const studentCreateSchema = z.object({
  name,
  email,
  phone: maskedPhone(msg('phone.required')),
  gender: z.enum(GENDERS, { error: msg('student.genderRequired') }),
  type: z.enum(STUDENT_TYPES, { error: msg('student.typeRequired') }),
  classe: z.enum(CLASSES, { error: msg('student.levelRequired') }),
  notes,
  /**
   * The language the student is written to (page, messages, reports). Left out: the language
   * of the coach's country (shared/domain/student-language.ts).
   */
  language: z.enum(LANGUAGES, { error: LOCALE_MESSAGES.language }).optional(),
})
export type StudentCreateInput = z.input<typeof studentCreateSchema>

/** POST /api/students body: allowDuplicate once the coach confirmed a same phone/e-mail. */
export const studentCreateRequestSchema = studentCreateSchema.extend({
  allowDuplicate: z.boolean().optional(),
})
export type StudentCreateRequest = z.input<typeof studentCreateRequestSchema>

/** Student profile edit: the same fields plus status. */
export const studentUpdateSchema = studentCreateSchema.extend({
  status: z.enum(STUDENT_STATUSES, { error: msg('student.statusRequired') }),
})
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>

const toggle = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1')

/** Students list filters (spec §5 Student list filters), as query parameters. */
export const studentListQuerySchema = z.object({
  q: searchTerm(),
  creditsEnding: toggle,
  creditsZero: toggle,
  gender: z.enum(GENDERS).optional(),
  type: z.enum(STUDENT_TYPES).optional(),
  status: z.enum(STUDENT_STATUSES).optional(),
  /** Issue 13 'Pagamento pendente': students with a balance due (> 0). */
  payment: z.enum(['pending']).optional(),
  /** 'Com alertas': students with an open alert (the dashboard's 'Ver todos os alertas'). */
  alerts: z.enum(['open']).optional(),
  classes: z
    .union([z.enum(CLASSES), z.array(z.enum(CLASSES))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(16),
})
export type StudentListQuery = z.infer<typeof studentListQuerySchema>
