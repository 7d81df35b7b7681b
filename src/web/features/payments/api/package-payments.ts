import type { PaymentCreateInput } from '@shared/schemas/money'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { useInvalidateAfterPackageChange } from '~/features/packages/api'
import { api } from '~/lib/api-client'
import { packageKeys } from '~/lib/query-keys'

/** A package's payments, newest first (loaded with the package card). */
export const packagePaymentsQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.payments(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/payments`),
  })

/** The static Pix charge of a package's balance (409 without a Pix key or a balance). */
export const packagePixQuery = (studentId: string, packageId: string) =>
  queryOptions({
    queryKey: packageKeys.pix(studentId, packageId),
    queryFn: () => api.get(`/packages/${packageId}/pix`),
    retry: false,
    staleTime: 0,
  })

/** A payment changes the package's balance: packages, student balances and the dashboard reload. */
export function useCreatePayment(studentId: string) {
  const invalidate = useInvalidateAfterPackageChange()
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId: string; input: PaymentCreateInput }) =>
      api.post(`/packages/${packageId}/payments`, input),
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
