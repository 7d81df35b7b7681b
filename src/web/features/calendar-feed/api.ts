import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'

/** The coach's calendar feed: whether one exists; its URL is shown once. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: ['profile', 'calendar-feed'] as const,
    queryFn: () => api.get('/profile/calendar-feed'),
  })

/** Creates or regenerates the URL (the previous one stops working). */
export function useCreateCalendarFeed() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/profile/calendar-feed'),
    onSuccess: (created) => {
      qc.setQueryData(calendarFeedQuery().queryKey, {
        active: true,
        createdAt: created.createdAt,
      })
    },
  })
}

export function useRevokeCalendarFeed() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/profile/calendar-feed'),
    onSuccess: () => {
      qc.setQueryData(calendarFeedQuery().queryKey, { active: false, createdAt: null })
    },
  })
}
