import {
  packageDtoSchema,
  packageListSchema,
  packageMovementListSchema,
  paymentDtoSchema,
  paymentListSchema,
  pixChargeSchema,
} from '@shared/api-types'
import type { PaymentCreateInput } from '@shared/schemas/money'
import type { PackageCreateInput, PackageUpdateInput } from '@shared/schemas/package'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { dashboardKey, packageKeys, studentKeys } from '~/lib/query-keys'

export const studentPackagesQuery = (studentId: string) =>
  queryOptions({
    queryKey: packageKeys.ofStudent(studentId),
    queryFn: () => api.get(`/students/${studentId}/packages`, packageListSchema),
  })

/** A package's credit ledger, newest first (loaded when the coach opens it). */
export const packageMovementsQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.movements(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/movements`, packageMovementListSchema),
  })

/** A package change moves credits: the student's packages, detail and the lists reload. */
function useInvalidateAfterPackageChange() {
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
    mutationFn: (input: PackageCreateInput) => api.post('/packages', input, packageDtoSchema),
    onSuccess: (pkg) => invalidate(pkg.studentId),
  })
}

export function useUpdatePackage(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PackageUpdateInput }) =>
      api.patch(`/packages/${id}`, input, packageDtoSchema),
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

// ------------------------------------------------------------------ issue 13: payments and Pix

/** A package's payments, newest first (loaded with the package card). */
export const packagePaymentsQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.payments(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/payments`, paymentListSchema),
  })

/** The static Pix charge of a package's balance (409 without a Pix key or a balance). */
export const packagePixQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.pix(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/pix`, pixChargeSchema),
    retry: false,
    staleTime: 0,
  })

/** A payment changes the package's balance: packages, student balances and the dashboard reload. */
export function useCreatePayment(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId: string; input: PaymentCreateInput }) =>
      api.post(`/packages/${packageId}/payments`, input, paymentDtoSchema),
    onSuccess: () => invalidate(studentId),
  })
}

export function useDeletePayment(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: (paymentId: string) => api.delete(`/payments/${paymentId}`),
    onSuccess: () => invalidate(studentId),
  })
}
