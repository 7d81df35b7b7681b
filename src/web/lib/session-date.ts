import { sessionDateSchema } from '@shared/schemas/session'
import { localMessage } from '~/lib/messages'

const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0')

/** A Date as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as an ISO date-time with the browser's offset ('…T14:30:00-03:00'). */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  return `${toLocalInputValue(date)}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`
}

/**
 * What is wrong with a class date typed in a datetime-local input, by the shared rule the API
 * applies too (`sessionDateSchema`): its message in the app's language, or null when it is fine (or empty).
 */
export function sessionDateError(value: string): string | null {
  if (!value) return null
  const result = sessionDateSchema.safeParse(localInputToIso(value) ?? value)
  const message = result.success ? undefined : result.error.issues[0]?.message
  return message ? localMessage(message) : null
}
