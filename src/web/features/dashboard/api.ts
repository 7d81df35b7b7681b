import type { AlertsPage, DashboardDto } from '@shared/api-types'
import { queryOptions } from '@tanstack/react-query'
import { alertsKey, dashboardKey } from '~/features/sessions/api'
import { api } from '~/lib/api-client'

export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: () => api.get<DashboardDto>('/dashboard') })

export const alertsQuery = (limit = 50) =>
  queryOptions({
    queryKey: [...alertsKey, limit],
    queryFn: () => api.get<AlertsPage>('/alerts', { limit }),
  })
