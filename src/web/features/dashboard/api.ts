import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { alertsKey, dashboardKey, studentKeys } from '~/lib/query-keys'

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: () => api.get('/dashboard'),
  })

/** Dismisses an alert that needs no action, or restores it (the toast's undo). */
export function useAlertDismissal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, dismissed }: { id: string; dismissed: boolean }) =>
      api.post(`/alerts/${id}/${dismissed ? 'dismiss' : 'restore'}`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: dashboardKey }),
        qc.invalidateQueries({ queryKey: alertsKey }),
        qc.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  })
}
