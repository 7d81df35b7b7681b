import type { z } from 'zod'
import { type FocusTag, LIMITS } from '../../../shared/constants'
import type { feedbackInputSchema } from '../../../shared/schemas/session'

type GivenFeedback = z.output<typeof feedbackInputSchema>

/** A student's feedback as a class write stores it. */
export interface NewFeedback {
  studentId: string
  rating: number
  notes: string
  tags: FocusTag[]
  clubId: string | null
}

/**
 * The rating a student gets when the coach gave none (spec §4): 3 in the new-session flow, 5
 * for a student included when editing a class.
 */
const DEFAULT_RATING = {
  newSession: LIMITS.ratingDefaultNewSession,
  addedInEdit: LIMITS.ratingDefaultAddedInEdit,
} as const

/**
 * The feedback of each student of a class write, in the order of `studentIds`: what the coach
 * gave, or the defaults of spec §4 — the rating of `kind`, no notes, no tags, the coach's
 * default club.
 */
export function feedbacksWithDefaults(
  studentIds: readonly string[],
  given: readonly GivenFeedback[],
  { kind, defaultClubId }: { kind: keyof typeof DEFAULT_RATING; defaultClubId: string | null },
): NewFeedback[] {
  const byStudent = new Map(given.map((f) => [f.studentId, f]))
  return studentIds.map((studentId) => {
    const f = byStudent.get(studentId)
    return {
      studentId,
      rating: f?.rating ?? DEFAULT_RATING[kind],
      notes: f?.notes ?? '',
      tags: f?.tags ?? [],
      clubId: f ? f.clubId : defaultClubId,
    }
  })
}
