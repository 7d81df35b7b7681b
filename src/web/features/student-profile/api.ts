import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { packageKeys, studentKeys } from '~/lib/query-keys'

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
