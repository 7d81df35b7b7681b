import type { StudentCreateRequest, StudentUpdateInput } from '@shared/schemas/student'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import type { StudentFilters } from '~/lib/list-filters'
import { studentKeys } from '~/lib/query-keys'

export const studentsQuery = (filters: StudentFilters) =>
  queryOptions({
    queryKey: studentKeys.list(filters),
    queryFn: () => api.get('/students', { ...filters }),
    placeholderData: (previous) => previous,
  })

export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: () => api.get(`/students/${id}`),
  })

export function useCreateStudent() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: StudentCreateRequest) => api.post('/students', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  })
}

export function useUpdateStudent(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: StudentUpdateInput) => api.patch(`/students/${id}`, input),
    onSuccess: (student) => {
      qc.setQueryData(studentKeys.detail(id), student)
      return qc.invalidateQueries({ queryKey: studentKeys.lists() })
    },
  })
}

export function useDeleteStudent(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`/students/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  })
}

/** The students as a CSV in the columns the import reads (credits left, expiry, owed). */
export const STUDENTS_EXPORT_URL = '/api/students/export'
