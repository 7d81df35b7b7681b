import { z } from 'zod'
import { LESSON_PREFILL_KEY } from '~/lib/lesson-prefill-key'

export { LESSON_PREFILL_KEY }

/**
 * 'Registrar aula': what the agenda hands to the new-session screen in the
 * router state — the lesson (a lesson id or a virtual occurrence id), its start, its club and
 * its students. The screen opens at step 2 with them, and saving links the class to the lesson.
 */
export const lessonPrefillSchema = z.object({
  lessonId: z.string().min(1),
  startsAt: z.string(),
  clubId: z.string().nullable(),
  students: z.array(z.object({ id: z.string(), name: z.string(), credits: z.number() })),
  /**
   * The lesson's students whose absence is recorded (an outcome other than present): not
   * selected, shown as absent; the coach may mark one present, which undoes that outcome.
   */
  absent: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        credits: z.number(),
        outcome: z.string(),
      }),
    )
    .default([]),
  /** Where saving goes back to (the agenda's day); only app paths, else the sessions list. */
  returnTo: z
    .string()
    .regex(/^\/app\/[^/]/)
    .optional(),
})
export type LessonPrefill = z.infer<typeof lessonPrefillSchema>

/** The prefill in a location's state, or null (anything else in it is ignored). */
export function readLessonPrefill(state: unknown): LessonPrefill | null {
  if (!state || typeof state !== 'object') return null
  const parsed = lessonPrefillSchema.safeParse(
    (state as Record<string, unknown>)[LESSON_PREFILL_KEY],
  )
  return parsed.success ? parsed.data : null
}
