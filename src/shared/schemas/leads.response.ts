import { z } from 'zod'

/** POST /api/leads. */
export const leadReceivedSchema = z.object({ ok: z.literal(true) }).meta({ id: 'LeadReceived' })
export type LeadReceived = z.infer<typeof leadReceivedSchema>
