import type { PixSettingsInput } from '@shared/schemas/money'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, lazySchema } from '~/lib/api-client'
import { packageKeys } from '~/lib/query-keys'

// Apart from the package payments: the profile screen loads these without the answer schemas
// (`lazySchema`), as it loads the rest of the profile.

/** The coach's Pix receiver (key, name, city), used by 'Cobrar via Pix'. */
export const pixSettingsQuery = () =>
  queryOptions({
    queryKey: ['profile', 'pix'] as const,
    queryFn: () => api.get('/profile/pix', lazySchema('pixSettingsStatusSchema')),
  })

export function useSavePixSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: PixSettingsInput) =>
      api.put('/profile/pix', input, lazySchema('pixSettingsStatusSchema')),
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
