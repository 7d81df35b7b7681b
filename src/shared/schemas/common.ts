import { z } from 'zod'
import { isIsoDate } from '../domain/dates'
import { brazilianPhoneProblem, phoneDigits } from '../domain/phone'

/** A uuid path or body id; anything else is answered as not found by the routes. */
export const idSchema = z.uuid({ error: 'Identificador inválido' })

export const isoDateSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .refine(isIsoDate, { error: 'Data inválida' })

/** Optional text that arrives as '' from forms: trimmed, '' becomes null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null))

/**
 * A Brazilian phone as typed in a masked field (or pasted as +55 …): at most 20 characters;
 * when given it must have 10 or 11 local digits and a real area code (issue 8). Stored as
 * digits by normalizePhone.
 */
export const maskedPhone = (requiredMessage?: string) => {
  const base = z
    .string()
    .trim()
    .max(20, { error: 'Telefone muito longo' })
    .refine((v) => /^[\d\s()+-]*$/.test(v), { error: 'Telefone inválido', abort: true })
  const required = requiredMessage
    ? base.refine((v) => phoneDigits(v).length > 0, { error: requiredMessage, abort: true })
    : base
  return required.superRefine((v, ctx) => {
    if (!phoneDigits(v)) return
    const problem = brazilianPhoneProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}
