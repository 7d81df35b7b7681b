import { profileDtoSchema } from '@shared/api-types'
import type { ProfileUpdateInput } from '@shared/schemas/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { authClient } from '~/lib/auth-client'

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: () => api.get('/profile', profileDtoSchema),
  })

export function useUpdateProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch('/profile', input, profileDtoSchema),
    onSuccess: async (profile) => {
      qc.setQueryData(profileQuery().queryKey, profile)
      // the shell's display name comes from the session's user name
      await authClient.getSession({ query: { disableCookieCache: true } })
      authClient.$store.notify('$sessionSignal')
    },
  })
}
