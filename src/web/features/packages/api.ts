import type { PackageCreateInput, PackageUpdateInput } from '@shared/schemas/package'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { dashboardKey, packageKeys, studentKeys } from '~/lib/query-keys'

export const studentPackagesQuery = (studentId: string) =>
  queryOptions({
    queryKey: packageKeys.ofStudent(studentId),
    queryFn: () => api.get(`/students/${studentId}/packages`),
  })

/** A package's credit ledger, newest first (loaded when the coach opens it). */
export const packageMovementsQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.movements(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/movements`),
  })

/**
 * A package change moves credits or its balance: the student's packages, detail and the lists
 * reload (a payment too, in the payments feature).
 */
export function useInvalidateAfterPackageChange() {
  const qc = useQueryClient()
  return (studentId: string) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: packageKeys.ofStudent(studentId) }),
      qc.invalidateQueries({ queryKey: studentKeys.all }),
      qc.invalidateQueries({ queryKey: dashboardKey }),
    ])
}

export function useCreatePackage() {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: (input: PackageCreateInput) => api.post('/packages', input),
    onSuccess: (pkg) => invalidate(pkg.studentId),
  })
}

export function useUpdatePackage(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PackageUpdateInput }) =>
      api.patch(`/packages/${id}`, input),
    onSuccess: () => invalidate(studentId),
  })
}

export function useDeletePackage(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/packages/${id}`),
    onSuccess: () => invalidate(studentId),
  })
}
