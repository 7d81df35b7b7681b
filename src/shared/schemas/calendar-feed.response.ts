import { z } from 'zod'

/** GET /api/profile/calendar-feed: whether the coach has a calendar feed (its URL is never shown again). */
export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    /** When the current URL was created (ISO instant); null without a feed. */
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeedStatus' })
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>

/** POST /api/profile/calendar-feed: the new private URL, shown this once. */
export const calendarFeedCreatedSchema = z
  .object({
    url: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CalendarFeedCreated' })
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>
