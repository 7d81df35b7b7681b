import { useEffect } from 'react'
import { toast } from 'sonner'
import { errorMessage } from './api-client'

/**
 * A destructive toast with the server's message, else the spec's fallback (spec §8). Without
 * a fallback, an error that carries no server message gives a toast with the title alone.
 */
export function toastError(title: string, error: unknown, fallback?: string) {
  const description = errorMessage(error, fallback ?? '')
  toast.error(title, description ? { description } : undefined)
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, description ? { description } : undefined)
}

/**
 * One toast per failure of a query (spec §8); a failed background reload keeps its data on
 * screen. The toast `id` keeps repeated failures from stacking.
 */
export function useQueryErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  id: string,
  title: string,
  description?: string,
) {
  const errorAt = query.isError ? query.errorUpdatedAt : 0
  useEffect(() => {
    if (!errorAt) return
    toast.error(title, description === undefined ? { id } : { id, description })
  }, [errorAt, id, title, description])
}
