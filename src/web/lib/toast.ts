import { useEffect } from 'react'
import { errorMessage } from './api-client'

type Toast = typeof import('sonner').toast

let sonner: Toast | undefined
let loading: Promise<Toast> | undefined

/** sonner's `toast`, loaded once (beside the first download, not in it). */
function loadToast(): Promise<Toast> {
  loading ??= import('sonner').then(
    (m) => {
      sonner = m.toast
      return m.toast
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

// in the browser, sonner loads as the app starts: a toast is then shown at once, as before
if (typeof window !== 'undefined') loadToast().catch(() => {})

/**
 * Shows a toast through sonner's `toast`: at once when sonner is there (the usual case), else
 * as soon as it has loaded (in the order asked). The Toaster (root.tsx) shows toasts raised
 * before it mounts.
 */
export function withToast(show: (toast: Toast) => void): void {
  if (sonner) show(sonner)
  else loadToast().then(show, () => {})
}

/**
 * A destructive toast with the server's message, else the spec's fallback (spec §8). Without
 * a fallback, an error that carries no server message gives a toast with the title alone.
 */
export function toastError(title: string, error: unknown, fallback?: string) {
  const description = errorMessage(error, fallback ?? '')
  withToast((toast) => toast.error(title, description ? { description } : undefined))
}

export function toastSuccess(title: string, description?: string) {
  withToast((toast) => toast.success(title, description ? { description } : undefined))
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
    withToast((toast) =>
      toast.error(title, description === undefined ? { id } : { id, description }),
    )
  }, [errorAt, id, title, description])
}
