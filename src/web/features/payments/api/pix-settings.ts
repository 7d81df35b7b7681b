import type { PixSettingsInput } from '@shared/schemas/money'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { packageKeys } from '~/lib/query-keys'

// Apart from the package payments: the profile screen imports these without the payments
// screens' module.

/** The coach's Pix receiver (key, name, city), used by 'Cobrar via Pix'. */
export const pixSettingsQuery = () =>
  queryOptions({
    queryKey: ['profile', 'pix'] as const,
    queryFn: () => api.get('/profile/pix'),
  })

export function useSavePixSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: PixSettingsInput) => api.put('/profile/pix', input),
    onSuccess: (status) => {
      qc.setQueryData(pixSettingsQuery().queryKey, status)
      // a charge built with the old key is stale
      return qc.invalidateQueries({ queryKey: packageKeys.all })
    },
  })
}

export function useRemovePixSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/profile/pix'),
    onSuccess: () => {
      qc.setQueryData(pixSettingsQuery().queryKey, { settings: null })
      return qc.invalidateQueries({ queryKey: packageKeys.all })
    },
  })
}
