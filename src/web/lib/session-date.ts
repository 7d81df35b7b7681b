import { formatValue } from '@shared/domain/date-text'
import { isIsoDate } from '@shared/domain/dates'
import { isLocalTime, zonedInstant } from '@shared/domain/recurrence'
import { sessionDateSchema } from '@shared/schemas/session'
import { coachTimeZone } from '~/lib/formats'
import { localMessage } from '~/lib/messages'

const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0')

/**
 * A Date as the value of a datetime-local input, on the coach's clocks: the class date a form
 * shows is the one its history card will show, whatever the device's zone.
 */
export function toLocalInputValue(date: Date): string {
  return formatValue(date, "yyyy-MM-dd'T'HH:mm", 'en', coachTimeZone())
}

/** A datetime-local value, read on the coach's clocks, as an ISO date-time with that zone's offset ('…T14:30:00-03:00'). */
export function localInputToIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value)
  if (!m || !isIsoDate(m[1]!) || !isLocalTime(m[2]!)) return null
  const instant = zonedInstant(m[1]!, m[2]!, coachTimeZone())
  const wall = toLocalInputValue(instant)
  const offset = Math.round((Date.parse(`${wall}:00Z`) - instant.getTime()) / 60_000)
  const sign = offset >= 0 ? '+' : '-'
  return `${wall}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`
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
