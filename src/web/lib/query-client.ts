import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** Spec §9: 1 retry (never for client errors), no refetch on window focus, 5 min cache. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
      },
      mutations: { retry: false },
    },
  })
}
