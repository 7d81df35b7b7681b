import { z } from 'zod'

/** GET /api/alerts?limit=: how many open alerts to list (the dashboard shows a few). */
export const alertListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
