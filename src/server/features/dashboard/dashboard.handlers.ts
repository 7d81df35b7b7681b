import type { Db } from '../../db/client'
import { ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { listOpenAlerts } from '../alerts/alerts.service'
import { ALERT_NOT_FOUND, dismissAlert } from './alert-dismissal'
import { dashboardRoutes } from './dashboard.routes'
import { getDashboard } from './dashboard.service'

export function dashboardRouter(db: Db) {
  return bindRoutes(createRouter(), dashboardRoutes, {
    getDashboard: async (c) => c.json(await getDashboard(db, ownerId(c)), 200),
    listAlerts: async (c) =>
      c.json(await listOpenAlerts(db, ownerId(c), c.req.valid('query').limit), 200),
    dismissAlert: async (c) => {
      const alertId = pathId(c, ALERT_NOT_FOUND)
      await dismissAlert(db, { ownerId: ownerId(c), alertId, dismissed: true })
      return c.body(null, 204)
    },
    restoreAlert: async (c) => {
      const alertId = pathId(c, ALERT_NOT_FOUND)
      await dismissAlert(db, { ownerId: ownerId(c), alertId, dismissed: false })
      return c.body(null, 204)
    },
  })
}
