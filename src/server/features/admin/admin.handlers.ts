import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { messageFields } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { Database } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { exportLeadsCsv } from '../leads/leads.service'
import { sameToken } from './admin-token'

export interface AdminDeps {
  database: Database
  /** The token written to DATA_DIR/admin.json; without one the admin routes do not exist. */
  token: string
  /** Creates the demo coach (the `npm run seed` work), run in the server's process. */
  seedDemo: () => Promise<string>
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** A request from this machine, straight to the server (not relayed by a proxy). */
function fromThisMachine(c: import('hono').Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('x-real-ip') || c.req.header('forwarded'))
    return false
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '')
  } catch {
    return false // no socket: an in-process request
  }
}

/**
 * Local maintenance endpoints for the command-line tools while the server holds the embedded
 * database: leads as CSV, a backup, the demo seed. Only from this machine, only with the token
 * of DATA_DIR/admin.json; anything else gets the same 404 as an unknown path (a coach's
 * session counts for nothing here).
 */
export function adminRouter(deps: AdminDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', async (c, next) => {
    const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!fromThisMachine(c) || !sameToken(given, deps.token)) {
      return c.json(
        { error: { code: 'NOT_FOUND', ...messageFields(msg('api.routeNotFound')) } },
        404,
      )
    }
    return next()
  })
  router.get('/leads.csv', async (c) => {
    const { csv, count } = await exportLeadsCsv(deps.database.db)
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'x-lead-count': String(count),
    })
  })
  router.post('/backup', async (c) => {
    if (!deps.database.dump) {
      return c.json({ error: { code: 'NOT_EMBEDDED', message: 'Use pg_dump' } }, 409)
    }
    const dump = await deps.database.dump()
    return c.body(await dump.arrayBuffer(), 200, { 'content-type': 'application/gzip' })
  })
  router.post('/seed', async (c) => c.json({ message: await deps.seedDemo() }))
  return router
}
