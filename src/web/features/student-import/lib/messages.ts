import type { MessageParams } from '@shared/messages'
import { localMessage, messageOf } from '~/lib/messages'

/** A message of the import (a line's problem, an undo's refusal), in the page's language. */
export const importMessageText = (m: {
  message: string
  messageCode?: string
  messageParams?: MessageParams
}) =>
  m.messageCode ? messageOf(m.messageCode, m.messageParams, m.message) : localMessage(m.message)

/**
 * A key for one confirmation of an import: random, so a retry of the same confirmation (the
 * same key) is answered with the import already done. randomUUID needs a secure context; the
 * fallback keeps a page served over plain http working.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
