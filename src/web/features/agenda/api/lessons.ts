import type {
  DayCancelInput,
  LessonCreateInput,
  LessonSeriesCreateInput,
  LessonUpdateInput,
  OccurrenceCancelInput,
  OccurrenceUpdateInput,
} from '@shared/schemas/agenda'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { agendaKeys, dashboardKey } from '~/lib/query-keys'

/** GET /api/agenda for a window of local dates (at most 62 days). */
export const agendaQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: agendaKeys.window(from, to),
    queryFn: () => api.get('/agenda', { from, to }),
  })

export const lessonSeriesQuery = (id: string) =>
  queryOptions({
    queryKey: [...agendaKeys.all, 'series', id] as const,
    queryFn: () => api.get(`/lesson-series/${id}`),
  })

/** Any agenda write: every window reloads (a series spans weeks), and the dashboard. */
function useAgendaMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: agendaKeys.all }),
        qc.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  })
}

export const useCreateLesson = () =>
  useAgendaMutation((input: LessonCreateInput) => api.post('/lessons', input))

export const useCreateSeries = () =>
  useAgendaMutation((input: LessonSeriesCreateInput) => api.post('/lesson-series', input))

export const useUpdateLesson = () =>
  useAgendaMutation(({ id, input }: { id: string; input: LessonUpdateInput }) =>
    api.patch(`/lessons/${id}`, input),
  )

export const useDeleteLesson = () => useAgendaMutation((id: string) => api.delete(`/lessons/${id}`))

export const useUpdateOccurrence = () =>
  useAgendaMutation(
    ({ seriesId, date, input }: { seriesId: string; date: string; input: OccurrenceUpdateInput }) =>
      api.patch(`/lesson-series/${seriesId}/occurrences/${date}`, input),
  )

export const useCancelOccurrence = () =>
  useAgendaMutation(
    ({ seriesId, date, input }: { seriesId: string; date: string; input: OccurrenceCancelInput }) =>
      api.post(`/lesson-series/${seriesId}/occurrences/${date}/cancel`, input),
  )

/** 'Cancelar o dia' (rain / coach unavailable): the day's lessons at once. */
export const useCancelDay = () =>
  useAgendaMutation(({ date, input }: { date: string; input: DayCancelInput }) =>
    api.post(`/agenda/days/${date}/cancellation`, input),
  )

/** Its undo: the day as it was. */
export const useUndoDayCancel = () =>
  useAgendaMutation((date: string) => api.delete(`/agenda/days/${date}/cancellation`))
