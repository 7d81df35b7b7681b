import type { OpenAPIHono } from '@hono/zod-openapi'
import { messageFields } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { ErrorBody } from '../../../shared/schemas/common.response'
import type { Db } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { calendarFeedRoutes, calendarFileRoute } from './calendar-feed.routes'
import {
  CALENDAR_FEED_RATE_LIMIT,
  calendarFeed,
  createFeed,
  feedStatus,
  revokeFeed,
} from './calendar-feed.service'

export function calendarFeedRouter(db: Db, appUrl: string) {
  return bindRoutes(createRouter(), calendarFeedRoutes, {
    feedStatus: async (c) => c.json(await feedStatus(db, ownerId(c)), 200),
    createFeed: async (c) => c.json(await createFeed(db, ownerId(c), appUrl), 201),
    revokeFeed: async (c) => {
      await revokeFeed(db, ownerId(c))
      return c.body(null, 204)
    },
  })
}

const notFoundBody: ErrorBody = {
  error: { code: 'NOT_FOUND', ...messageFields(msg('calendar.notFound')) },
}

/** The public feed (`calendarFileRoute`), mounted before the session guard. */
export function mountCalendarFeed(
  app: OpenAPIHono<AppEnv>,
  db: Db,
  trustProxy: number | boolean,
  limit = CALENDAR_FEED_RATE_LIMIT,
) {
  app.openAPIRegistry.registerPath(calendarFileRoute)
  app.get('/api/calendar/:file', async (c) => {
    const file = c.req.param('file')
    const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
    const body = await calendarFeed(db, {
      token,
      rateKey: `calendar:${clientIp(c, trustProxy)}`,
      limit,
    })
    if (body === null) return c.json(notFoundBody, 404)
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'content-disposition': 'inline; filename="quadra-agenda.ics"',
    })
  })
}
