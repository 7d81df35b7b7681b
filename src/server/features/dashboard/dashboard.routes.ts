import { createRoute, z } from '@hono/zod-openapi'
import { alertsPageSchema, dashboardDtoSchema } from '../../../shared/api-types'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import { createRouter, errorResponses, jsonResponse } from '../../lib/router'
import { listOpenAlerts, setAlertDismissed } from '../alerts/alerts.service'
import { getDashboard } from './dashboard.service'

export function dashboardRoutes(db: Db) {
  const router = createRouter()
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard',
      tags: ['Dashboard'],
      summary: 'Indicadores, alertas e alunos recentes',
      responses: { 200: jsonResponse(dashboardDtoSchema, 'O dashboard'), ...errorResponses },
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
      responses: { 200: jsonResponse(alertsPageSchema, 'Alertas abertos'), ...errorResponses },
    }),
    async (c) =>
      c.json(await listOpenAlerts(db, c.get('user').id, c.req.valid('query').limit), 200),
  )
  for (const [action, dismissed, summary] of [
    [
      'dismiss',
      true,
      'Dispensa um alerta que não pede ação (pacote vencendo, vencido, poucos créditos)',
    ],
    ['restore', false, 'Desfaz a dispensa de um alerta'],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/alerts/{id}/${action}`,
        tags: ['Alertas'],
        summary,
        request: { params: z.object({ id: z.string() }) },
        responses: { 204: { description: 'Feito' }, ...errorResponses },
      }),
      async (c) => {
        const id = requireId(c.req.valid('param').id, ALERT_NOT_FOUND)
        if (!(await setAlertDismissed(db, { ownerId: c.get('user').id, alertId: id, dismissed }))) {
          throw notFound(ALERT_NOT_FOUND)
        }
        return c.body(null, 204)
      },
    )
  }
  return router
}

const ALERT_NOT_FOUND = 'Alerta não encontrado'
