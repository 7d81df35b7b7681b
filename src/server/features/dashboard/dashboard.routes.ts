import { createRoute, z } from '@hono/zod-openapi'
import { alertListQuerySchema } from '../../../shared/schemas/alert'
import { alertsPageSchema } from '../../../shared/schemas/alerts.response'
import { dashboardDtoSchema } from '../../../shared/schemas/dashboard.response'
import { errorResponse, errorResponses, jsonResponse } from '../../lib/router'

/** POST /alerts/{id}/dismiss or /restore. */
const alertAction = (action: 'dismiss' | 'restore', summary: string) =>
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
  })

export const dashboardRoutes = {
  getDashboard: createRoute({
    method: 'get',
    path: '/dashboard',
    tags: ['Dashboard'],
    summary: 'Indicadores, alertas e alunos recentes',
    responses: { 200: jsonResponse(dashboardDtoSchema, 'O dashboard'), ...errorResponses },
  }),
  listAlerts: createRoute({
    method: 'get',
    path: '/alerts',
    tags: ['Alertas'],
    summary: 'Alertas abertos, mais recentes primeiro',
    request: { query: alertListQuerySchema },
    responses: { 200: jsonResponse(alertsPageSchema, 'Alertas abertos'), ...errorResponses },
  }),
  dismissAlert: alertAction(
    'dismiss',
    'Dispensa um alerta que não pede ação (pacote vencendo, vencido, poucos créditos)',
  ),
  restoreAlert: alertAction('restore', 'Desfaz a dispensa de um alerta'),
}
