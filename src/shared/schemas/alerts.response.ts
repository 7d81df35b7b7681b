import { z } from 'zod'
import { ALERT_PRIORITIES, ALERT_TYPES } from '../constants'

export const alertDtoSchema = z
  .object({
    id: z.string(),
    type: z.enum(ALERT_TYPES),
    studentId: z.string(),
    studentName: z.string(),
    message: z.string(),
    priority: z.enum(ALERT_PRIORITIES),
    createdAt: z.string(),
    sessionId: z.string().nullable(),
    packageId: z.string().nullable(),
  })
  .meta({ id: 'AlertDto' })
export type AlertDto = z.infer<typeof alertDtoSchema>

export const alertsPageSchema = z
  .object({ items: z.array(alertDtoSchema), total: z.number() })
  .meta({ id: 'AlertsPage' })
export type AlertsPage = z.infer<typeof alertsPageSchema>
