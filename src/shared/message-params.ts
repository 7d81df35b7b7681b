import { formatClock, formatDate } from './domain/formats'
import type { Language } from './domain/locale'
import type { MessageParams } from './messages'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A message's values as the reader's language writes them. A message says a day as `date`
 * (yyyy-MM-dd) and a clock time as `time` (HH:mm), so that the API's `messageParams` carry
 * the values and each language its own format: 25/11/2026 and 14:30 in Portuguese,
 * Nov 25, 2026 and 2:30 PM in English. Amounts and names come written already.
 */
export function formatMessageParams(params: MessageParams, language: Language): MessageParams {
  const out: Record<string, string | number> = { ...params }
  if (typeof params.date === 'string' && ISO_DAY.test(params.date))
    out.date = formatDate(params.date, language)
  if (typeof params.time === 'string') out.time = formatClock(params.time, language)
  return out
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g

/** `{{name}}` of a catalog's text ← its value (i18next's interpolation, without escaping). */
export function interpolate(text: string, params: MessageParams): string {
  return text.replace(VARIABLE, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  )
}
