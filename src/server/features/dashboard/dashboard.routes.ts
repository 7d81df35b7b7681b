import { createRoute, z } from '@hono/zod-openapi'
import type { Db } from '../../db/client'
import { createRouter, errorResponses } from '../../lib/router'
import { listOpenAlerts } from '../alerts/alerts.service'
import { getDashboard } from './dashboard.service'

export function dashboardRoutes(db: Db) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard',
      tags: ['Dashboard'],
      summary: 'Indicadores, alertas e alunos recentes',
      responses: { 200: { description: 'DashboardDto' }, ...errorResponses },
    }),
    async (c) => c.json(await getDashboard(db, c.get('user').id), 200),
  )
  router.openapi(
    createRoute({
      method: 'get',
      path: '/alerts',
      tags: ['Alertas'],
      summary: 'Alertas abertos, mais recentes primeiro',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
      responses: { 200: { description: 'AlertsPage' }, ...errorResponses },
    }),
    async (c) =>
      c.json(await listOpenAlerts(db, c.get('user').id, c.req.valid('query').limit), 200),
  )
  return router
}
