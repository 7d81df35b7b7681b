import { z } from 'zod'
import { PROGRESS_LIMITS, PROGRESS_PERIODS, SHARE_KINDS } from '../constants'
import { msg } from '../messages'
import { cleanText, idSchema } from './common'

/** Issue 12 inputs: the progress report, drafts and shares. */

const periodError = msg('common.invalidPeriod')

/** GET /api/students/{id}/progress?period= (default 90d). */
export const progressQuerySchema = z.object({
  period: z.enum(PROGRESS_PERIODS, { error: periodError }).default('90d'),
})
export type ProgressQuery = z.infer<typeof progressQuerySchema>

/** POST /api/students/{id}/progress/summary: draft the report's summary paragraph. */
export const summaryDraftSchema = z.object({
  period: z.enum(PROGRESS_PERIODS, { error: periodError }).default('90d'),
})
export type SummaryDraftInput = z.infer<typeof summaryDraftSchema>

/** POST /api/students/{id}/shares: what the coach shared, stored exactly as sent. */
export const shareCreateSchema = z.object({
  kind: z.enum(SHARE_KINDS, { error: msg('share.invalidKind') }),
  text: cleanText({ required: msg('share.textRequired'), multiline: true })
    .min(1, { error: msg('share.textRequired') })
    .max(PROGRESS_LIMITS.shareTextMax, {
      error: msg('share.textTooLong', { max: PROGRESS_LIMITS.shareTextMax }),
    }),
  /** The class an after-class message is about (kind 'message'). */
  sessionId: idSchema.nullish().transform((v) => v ?? null),
  /** The report's period (kind 'report'). */
  period: z
    .enum(PROGRESS_PERIODS, { error: periodError })
    .nullish()
    .transform((v) => v ?? null),
})
export type ShareCreateInput = z.infer<typeof shareCreateSchema>
