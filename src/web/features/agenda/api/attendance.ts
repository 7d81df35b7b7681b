import type { AttendanceInput } from '@shared/constants'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { agendaKey, alertsKey, dashboardKey, packageKeys, studentKeys } from '~/lib/query-keys'

/**
 * The agenda's attendance endpoints: outcomes per student, make-ups, the
 * dashboard summary and a student's agenda. Every query lives under ['agenda'], so one
 * invalidation refreshes the week, the lesson sheet, the dashboard cards and the profile.
 */
export const agendaAttendanceKeys = {
  all: agendaKey,
  summary: () => ['agenda', 'summary'] as const,
  ofStudent: (studentId: string) => ['agenda', 'student', studentId] as const,
}

export const agendaSummaryQuery = () =>
  queryOptions({
    queryKey: agendaAttendanceKeys.summary(),
    queryFn: () => api.get('/agenda/summary'),
  })

export const studentAgendaQuery = (studentId: string) =>
  queryOptions({
    queryKey: agendaAttendanceKeys.ofStudent(studentId),
    queryFn: () => api.get(`/students/${studentId}/agenda`),
  })

/** What changes with an outcome: the agenda, credits (students, packages), alerts, dashboard. */
function useInvalidateAfterOutcome() {
  const qc = useQueryClient()
  return (studentId: string) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: agendaAttendanceKeys.all }),
      qc.invalidateQueries({ queryKey: studentKeys.all }),
      qc.invalidateQueries({ queryKey: packageKeys.ofStudent(studentId) }),
      qc.invalidateQueries({ queryKey: alertsKey }),
      qc.invalidateQueries({ queryKey: dashboardKey }),
    ])
}

export function useSetAttendance() {
  const invalidate = useInvalidateAfterOutcome()
  return useMutation({
    mutationFn: (v: {
      lessonId: string
      studentId: string
      outcome: AttendanceInput | null
      noticeAt?: string
    }) =>
      api.put(`/lessons/${encodeURIComponent(v.lessonId)}/attendance/${v.studentId}`, {
        outcome: v.outcome,
        ...(v.noticeAt ? { noticeAt: v.noticeAt } : {}),
      }),
    onSuccess: (_lesson, v) => invalidate(v.studentId),
  })
}

export function useSetMakeup() {
  const invalidate = useInvalidateAfterOutcome()
  return useMutation({
    mutationFn: (v: { lessonId: string; studentId: string; makeupOf: string | null }) =>
      api.put(`/lessons/${encodeURIComponent(v.lessonId)}/makeup/${v.studentId}`, {
        makeupOf: v.makeupOf,
      }),
    onSuccess: (_lesson, v) => invalidate(v.studentId),
  })
}
