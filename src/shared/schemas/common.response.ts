import { z } from 'zod'

/**
 * Shapes the API answers with, shared by the server and the web client: one zod schema per
 * response, its type inferred from it, in one `<feature>.response.ts` per feature beside the
 * input schemas; this file holds what several features share (the error envelope, the page of
 * a list, the health check). The routes declare them (so /api/openapi.json documents every
 * answer and the handlers' return values are type-checked) and the web client parses what it
 * receives with them. `meta({ id })` names the schema in the OpenAPI components.
 * Dates travel as ISO strings.
 */

/** A lesson the one being saved would overlap (409 LESSON_OVERLAP). */
export const lessonConflictSchema = z
  .object({
    /** The lesson's id, or the virtual id of a series occurrence (`s_<seriesId>_<date>`). */
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Local date and 'HH:MM' in the coach's time zone. */
    date: z.string(),
    time: z.string(),
    durationMinutes: z.number(),
    title: z.string().nullable(),
    students: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'LessonConflict' })
export type LessonConflict = z.infer<typeof lessonConflictSchema>

/**
 * A message as a code of the messages catalogs and its values (decision 0019): what a client
 * translates, where `message` is the Portuguese text.
 */
const messageFields = {
  messageCode: z
    .string()
    .optional()
    .meta({ description: "The message's code (web/locales/<language>/messages.json)" }),
  messageParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: "The values of the message's {{placeholders}}" }),
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      /** The message in Portuguese, for API users; the app translates `messageCode`. */
      message: z.string(),
      ...messageFields,
      issues: z
        .array(z.object({ path: z.string(), message: z.string(), ...messageFields }))
        .optional(),
      requestId: z.string().optional(),
      /** LESSON_OVERLAP: the lessons in the way (the UI asks to confirm). */
      conflicts: z.array(lessonConflictSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' })
export type ErrorBody = z.infer<typeof errorBodySchema>

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** `{ items, total, page, pageSize }` of a paginated list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' })
export type HealthResponse = z.infer<typeof healthResponseSchema>
