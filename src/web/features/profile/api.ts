import { profileDtoSchema } from '@shared/api-types'
import type { AccountDeleteInput, ProfilePatchInput } from '@shared/schemas/profile'
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
    mutationFn: (input: ProfilePatchInput) => api.patch('/profile', input, profileDtoSchema),
    onSuccess: async (profile) => {
      qc.setQueryData(profileQuery().queryKey, profile)
      // the shell's display name comes from the session's user name
      await authClient.getSession({ query: { disableCookieCache: true } })
      authClient.$store.notify('$sessionSignal')
    },
  })
}

/** GET /api/profile/export: the zip of everything, handed to the browser as a download. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.file('/profile/export')
      const day = new Date().toLocaleDateString('en-CA')
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = `quadra-dados-${day}.zip`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
}

/** DELETE /api/profile: the account and everything in it; the server ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeleteInput) => api.delete('/profile', input),
  })
}
