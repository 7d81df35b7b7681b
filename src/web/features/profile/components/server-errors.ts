import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '~/lib/api-client'

/**
 * Puts the server's field issues (400 with `issues`) back into the form. Returns whether
 * any issue matched one of the form's fields.
 */
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
