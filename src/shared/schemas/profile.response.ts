import { z } from 'zod'
import { LESSON_TIMES_CHOICES, MAIN_SPORTS } from '../constants'
import { CURRENCIES, LANGUAGES } from '../domain/locale'

/** GET/PATCH /api/profile. */
export const profileDtoSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    /** Storage form; '' when none. */
    phone: z.string(),
    mainSport: z.enum(MAIN_SPORTS),
    timezone: z.string(),
    /** The app's language and the currency amounts are shown in. */
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    /** Absence policy: a cancellation this many hours ahead is a 'falta avisada'. */
    cancelNoticeHours: z.number(),
    lateCancelConsumes: z.boolean(),
    noShowConsumes: z.boolean(),
  })
  .meta({ id: 'ProfileDto' })
export type ProfileDto = z.infer<typeof profileDtoSchema>

/** PATCH /api/profile: the profile, and what a zone change did to the lessons to come. */
export const profilePatchResultSchema = profileDtoSchema
  .extend({
    /** Only when the zone changed: the choice applied and the rows it rewrote. */
    lessonTimes: z
      .object({
        choice: z.enum(LESSON_TIMES_CHOICES),
        /** Weekly slots rewritten (changed, or split at their next occurrence). */
        series: z.number(),
        /** Lessons whose start moved. */
        lessons: z.number(),
      })
      .optional(),
  })
  .meta({ id: 'ProfilePatchResult' })
export type ProfilePatchResult = z.infer<typeof profilePatchResultSchema>

const localMoment = z.object({ date: z.string(), time: z.string() })

/**
 * GET /api/profile/time-zone-change: what changing the zone would ask about — the weekly
 * slots with an occurrence to come, the stand-alone lessons planned, and the next of them as
 * the coach sees it now (`date`, `time` in `from`) and as the same instant reads in `to`.
 */
export const timeZoneChangePreviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    weeklySlots: z.number(),
    lessons: z.number(),
    next: localMoment.extend({ sameInstant: localMoment }).nullable(),
  })
  .meta({ id: 'TimeZoneChangePreview' })
export type TimeZoneChangePreview = z.infer<typeof timeZoneChangePreviewSchema>
