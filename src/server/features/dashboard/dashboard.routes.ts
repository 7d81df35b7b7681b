import { createRoute, z } from '@hono/zod-openapi'
import { and, eq, not } from 'drizzle-orm'
import { alertsPageSchema, dashboardDtoSchema } from '../../../shared/api-types'
import type { Db } from '../../db/client'
import { alerts } from '../../db/schema/alerts'
import { AppError, notFound } from '../../lib/app-error'
import { requireId } from '../../lib/ids'
import { createRouter, errorResponse, errorResponses, jsonResponse } from '../../lib/router'
import { DISMISSIBLE_ALERTS, listOpenAlerts, setAlertDismissed } from '../alerts/alerts.service'
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
        responses: {
          204: { description: 'Feito' },
          ...errorResponses,
          409: errorResponse('Alerta que não pode ser dispensado (aula sem pacote)'),
        },
      }),
      async (c) => {
        const id = requireId(c.req.valid('param').id, ALERT_NOT_FOUND)
        const ownerId = c.get('user').id
        if (!(await setAlertDismissed(db, { ownerId, alertId: id, dismissed }))) {
          const [alert] = await db
            .select({ type: alerts.type })
            .from(alerts)
            .where(and(eq(alerts.id, id), eq(alerts.userId, ownerId), not(alerts.resolved)))
          if (alert && !(DISMISSIBLE_ALERTS as readonly string[]).includes(alert.type)) {
            throw new AppError('ALERT_NOT_DISMISSIBLE', NOT_DISMISSIBLE_MESSAGE, 409)
          }
          throw notFound(ALERT_NOT_FOUND)
        }
        return c.body(null, 204)
      },
    )
  }
  return router
}

const ALERT_NOT_FOUND = 'Alerta não encontrado'
/** The one alert that needs an action: it goes away when the class gets a package. */
const NOT_DISMISSIBLE_MESSAGE =
  'Este alerta não pode ser dispensado: ele some quando a aula for vinculada a um pacote.'
