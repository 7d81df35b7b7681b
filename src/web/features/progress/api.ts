import type { ProgressPeriod } from '@shared/constants'
import type { ShareCreateInput } from '@shared/schemas/progress'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { studentKeys } from '~/lib/query-keys'

/** Issue 12: the progress report, the drafts, the shares and the student's page link. */

export const progressQuery = (studentId: string, period: ProgressPeriod) =>
  queryOptions({
    queryKey: studentKeys.progress(studentId, period),
    queryFn: () => api.get(`/students/${studentId}/progress`, { period }),
  })

/** 'Gerar resumo': the report's summary paragraph, by the AI writer or the rules. */
export function useSummaryDraft(studentId: string) {
  return useMutation({
    mutationFn: (period: ProgressPeriod) =>
      api.post(`/students/${studentId}/progress/summary`, { period }),
  })
}

/** The after-class message of one student of a class, drafted when the editor opens. */
export const messageDraftQuery = (sessionId: string, studentId: string) =>
  queryOptions({
    // not under the session's key: reloading the history must not write a new draft
    queryKey: ['message-draft', sessionId, studentId] as const,
    queryFn: () => api.get(`/sessions/${sessionId}/students/${studentId}/message`),
    // a draft is written once per opening; reloading it would replace the coach's edits
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export const sharesQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.shares(studentId),
    queryFn: () => api.get(`/students/${studentId}/shares`),
  })

/** Records a text as sent to the student (it appears on the student's page). */
export function useCreateShare(studentId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: Pick<ShareCreateInput, 'kind' | 'text'> & Partial<ShareCreateInput>) =>
      api.post(`/students/${studentId}/shares`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.shares(studentId) }),
  })
}

export function useDeleteShare(studentId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) => api.delete(`/students/${studentId}/shares/${shareId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.shares(studentId) }),
  })
}

export const pageLinkQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.pageLink(studentId),
    queryFn: () => api.get(`/students/${studentId}/page-link`),
  })

/** Creates the student's page link, or replaces it (the old one stops working). */
export function useCreatePageLink(studentId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(`/students/${studentId}/page-link`),
    onSuccess: (link) => qc.setQueryData(studentKeys.pageLink(studentId), link),
  })
}

export function useRevokePageLink(studentId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`/students/${studentId}/page-link`),
    onSuccess: () =>
      qc.setQueryData(studentKeys.pageLink(studentId), {
        active: false,
        url: null,
        createdAt: null,
      }),
  })
}
