import { z } from 'zod'
import { PROGRESS_PERIODS, SHARE_KINDS } from '../constants'

/** One text the coach shared with a student (shown on the student's page, newest first). */
export const sharedItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SHARE_KINDS),
    text: z.string(),
    sessionId: z.string().nullable(),
    period: z.enum(PROGRESS_PERIODS).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SharedItem' })
export type SharedItem = z.infer<typeof sharedItemSchema>
export const sharedItemListSchema = z.array(sharedItemSchema)

/** GET/POST /api/students/{id}/page-link — the student's private page (/a/<token>). */
export const studentPageLinkSchema = z
  .object({
    active: z.boolean(),
    /** The page's full URL while active (kept encrypted at rest so the coach can send it again). */
    url: z.string().nullable(),
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'StudentPageLink' })
export type StudentPageLink = z.infer<typeof studentPageLinkSchema>
