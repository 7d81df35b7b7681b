import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { ApiError } from '~/lib/api-client'

/** A destructive toast (spec §8 Clubs): the server's message as description when there is one. */
export function toastClubError(title: string, error: unknown) {
  const description = error instanceof ApiError && error.message ? error.message : undefined
  toast.error(title, description ? { description } : undefined)
}

/** Puts the server's field issues back into the club form; true when one matched. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let matched = false
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path)
    if (!field) continue
    setError(field, { message: issue.message })
    matched = true
  }
  return matched
}
