import { format } from 'date-fns'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '~/lib/api-client'

/** Today as 'yyyy-MM-dd' in the browser's own calendar (the date inputs' default). */
export function localToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd')
}

/**
 * Puts the server's field issues (400) back into the form. `priceCents` is the form's `price`.
 * Returns whether any issue landed on a field.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.issues.length === 0) return false
  let applied = false
  for (const issue of error.issues) {
    const name = issue.path === 'priceCents' ? 'price' : issue.path
    if (!fields.includes(name)) continue
    setError(name as Path<T>, { type: 'server', message: issue.message })
    applied = true
  }
  return applied
}
