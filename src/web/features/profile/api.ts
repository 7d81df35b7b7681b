import type { AccountDeleteInput, ProfilePatchInput } from '@shared/schemas/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'
import { coachToday, setTimeZone } from '~/lib/formats'
import { applyCoachSettings } from '~/lib/language'

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: async () => {
      const profile = await api.get('/profile')
      // the forms' 'today' is the coach's day (lib/formats)
      setTimeZone(profile.timezone)
      return profile
    },
  })

export function useUpdateProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfilePatchInput) => api.patch('/profile', input),
    onSuccess: async (profile, input) => {
      qc.setQueryData(profileQuery().queryKey, profile)
      if (input.language || input.currency || input.timezone) {
        // the formats first, so the shell re-mounted below renders in them; what the
        // server computes in the coach's zone ('today', expiry) is fetched again
        void applyCoachSettings(profile)
        setTimeZone(profile.timezone)
        void qc.invalidateQueries()
      }
      // the shell's display name (and language, currency) come from the session's user
      const { authClient } = await import('~/lib/auth-client')
      await authClient.getSession({ query: { disableCookieCache: true } })
      authClient.$store.notify('$sessionSignal')
    },
  })
}

/**
 * GET /api/profile/time-zone-change: what changing to `timezone` would move (weekly slots and
 * lessons to come, the next one now and at the same instant in the new zone).
 */
export const fetchTimeZoneChange = (timezone: string) =>
  api.get('/profile/time-zone-change', { timezone })

/** GET /api/profile/export: the zip of everything, handed to the browser as a download. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.file('/profile/export')
      const day = coachToday()
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
