import { leadSchema } from '../../../shared/schemas/lead'
import type { LeadReceived } from '../../../shared/schemas/leads.response'
import type { Db } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import { validationResponse } from '../../lib/errors'
import { hitRateLimit } from '../../lib/rate-limit'
import { bindRoutes, createRouter } from '../../lib/router'
import { leadsRoutes } from './leads.routes'
import { createLead } from './leads.service'

/** Per client IP: a few submissions every 10 minutes is plenty for a person. */
export const LEAD_RATE_LIMIT = { max: 5, windowSeconds: 600 }

/** The public lead endpoint: validated again on the server, in the lead's language. */
export function leadsRouter(db: Db, trustProxy: number | boolean, limit = LEAD_RATE_LIMIT) {
  return bindRoutes(createRouter(), leadsRoutes, {
    createLead: async (c) => {
      const body = c.req.valid('json')
      const lang = body.language === 'pt' ? 'pt' : 'en'
      await hitRateLimit(db, `leads:${clientIp(c, trustProxy)}`, limit.max, limit.windowSeconds)
      const parsed = leadSchema(lang).safeParse(body)
      if (!parsed.success) return c.json(validationResponse(parsed.error), 400)
      await createLead(db, parsed.data)
      return c.json({ ok: true } satisfies LeadReceived, 201)
    },
  })
}
