import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '~/lib/api-client'

/**
 * Puts the server's field issues (a 400 with `issues`) back into a react-hook-form form. An
 * issue lands on the field its path starts with ('classes.0' → 'classes'), after `rename`
 * (the API's name → the form's, e.g. `priceCents` → `price`); issues of other fields are
 * left to the caller's toast. Returns whether any issue landed on a field.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: { rename?: Readonly<Record<string, Path<T>>>; shouldFocus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const issue of error.issues) {
    const head = issue.path.split('.')[0] ?? ''
    const field = fields.find((f) => f === (options.rename?.[head] ?? head))
    if (!field) continue
    setError(
      field,
      { type: 'server', message: issue.message },
      options.shouldFocus ? { shouldFocus: true } : undefined,
    )
    applied = true
  }
  return applied
}
