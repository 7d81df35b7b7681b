import type {
  AssignPackageInput,
  FeedbackUpdateInput,
  SessionCreateInput,
  SessionUpdateInput,
} from '@shared/schemas/session'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import type { SessionFilters } from '~/lib/list-filters'
import {
  agendaKey,
  alertsKey,
  dashboardKey,
  packageKeys,
  sessionKeys,
  studentKeys,
} from '~/lib/query-keys'

export const sessionsQuery = (filters: SessionFilters) =>
  queryOptions({
    queryKey: sessionKeys.list(filters),
    queryFn: () => api.get('/sessions', { ...filters }),
    placeholderData: (previous) => previous,
  })

export const studentSessionsQuery = (studentId: string, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: sessionKeys.ofStudent(studentId, page),
    queryFn: () => api.get(`/students/${studentId}/sessions`, { page, pageSize }),
    placeholderData: (previous) => previous,
  })

export const studentFeedbacksQuery = (studentId: string, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: sessionKeys.feedbacksOf(studentId, page),
    queryFn: () =>
      api.get(`/students/${studentId}/feedbacks`, {
        page,
        pageSize,
      }),
    placeholderData: (previous) => previous,
  })

/**
 * Anything about sessions moves credits and alerts: sessions, students (credits, stats),
 * packages and the dashboard all reload.
 */
function useInvalidateAfterSessionChange() {
  const qc = useQueryClient()
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: sessionKeys.all }),
      qc.invalidateQueries({ queryKey: studentKeys.all }),
      qc.invalidateQueries({ queryKey: packageKeys.all }),
      qc.invalidateQueries({ queryKey: dashboardKey }),
      qc.invalidateQueries({ queryKey: alertsKey }),
      // a class registered from a lesson, or deleted: the lesson's state and presence
      qc.invalidateQueries({ queryKey: agendaKey }),
    ])
}

export function useCreateSession() {
  const invalidate = useInvalidateAfterSessionChange()
  return useMutation({
    mutationFn: (input: SessionCreateInput) => api.post('/sessions', input),
    onSuccess: () => invalidate(),
  })
}

export function useUpdateSession() {
  const invalidate = useInvalidateAfterSessionChange()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SessionUpdateInput }) =>
      api.put(`/sessions/${id}`, input),
    onSuccess: () => invalidate(),
  })
}

export function useDeleteSession() {
  const invalidate = useInvalidateAfterSessionChange()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/sessions/${id}`),
    onSuccess: () => invalidate(),
  })
}

export function useAssignPackage() {
  const invalidate = useInvalidateAfterSessionChange()
  return useMutation({
    mutationFn: ({ sessionId, input }: { sessionId: string; input: AssignPackageInput }) =>
      api.post(`/sessions/${sessionId}/assignments`, input),
    onSuccess: () => invalidate(),
  })
}

export function useUpdateFeedback() {
  const invalidate = useInvalidateAfterSessionChange()
  return useMutation({
    mutationFn: ({
      sessionId,
      studentId,
      input,
    }: {
      sessionId: string
      studentId: string
      input: FeedbackUpdateInput
    }) => api.patch(`/sessions/${sessionId}/feedbacks/${studentId}`, input),
    onSuccess: () => invalidate(),
  })
}
