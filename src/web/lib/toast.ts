import { toast } from 'sonner'
import { errorMessage } from './api-client'

/** A destructive toast with the server's message, else the spec's fallback (spec §8). */
export function toastError(title: string, error: unknown, fallback: string) {
  toast.error(title, { description: errorMessage(error, fallback) })
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, description ? { description } : undefined)
}
