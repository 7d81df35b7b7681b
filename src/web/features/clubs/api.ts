import type { ClubInput } from '@shared/schemas/club'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'

export const clubsQuery = () =>
  queryOptions({ queryKey: ['clubs'] as const, queryFn: () => api.get('/clubs') })

function useClubMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: clubsQuery().queryKey }),
  })
}

export const useCreateClub = () => useClubMutation((input: ClubInput) => api.post('/clubs', input))
export const useUpdateClub = () =>
  useClubMutation(({ id, input }: { id: string; input: ClubInput }) =>
    api.patch(`/clubs/${id}`, input),
  )
export const useDeleteClub = () => useClubMutation((id: string) => api.delete(`/clubs/${id}`))
export const useSetDefaultClub = () =>
  useClubMutation((id: string) => api.post(`/clubs/${id}/default`))
