import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { alertsKey, dashboardKey, packageKeys, sessionKeys, studentKeys } from '~/lib/query-keys'

/**
 * Removes a student from its own profile. Unlike `useDeleteStudent`, it does not refetch the
 * profile it is leaving (that would answer 404 and flash 'Aluno não encontrado'): call
 * `forget()` once the screen has navigated away.
 */
export function useRemoveStudent(id: string) {
  const qc = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => api.delete(`/students/${id}`),
  })
  const forget = () => {
    qc.removeQueries({ queryKey: studentKeys.detail(id) })
    qc.removeQueries({ queryKey: packageKeys.ofStudent(id) })
    return qc.invalidateQueries({ queryKey: studentKeys.all })
  }
  return { ...mutation, forget }
}

/**
 * Erases the student's personal data on request (LGPD): the profile shows the answer at once;
 * lists, classes (names, feedback notes), alerts and the dashboard reload.
 */
export function useAnonymizeStudent(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(`/students/${id}/anonymize`),
    onSuccess: (student) => {
      qc.setQueryData(studentKeys.detail(id), student)
      return Promise.all([
        qc.invalidateQueries({ queryKey: studentKeys.lists() }),
        qc.invalidateQueries({ queryKey: sessionKeys.all }),
        qc.invalidateQueries({ queryKey: alertsKey }),
        qc.invalidateQueries({ queryKey: dashboardKey }),
      ])
    },
  })
}
