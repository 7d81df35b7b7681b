import { z } from 'zod'
import { isIsoDate } from '../domain/dates'
import { phoneDigits } from '../domain/phone'

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

/** A phone as typed in a masked field: at most 15 characters, digits stored. */
export const maskedPhone = (requiredMessage?: string) => {
  const base = z
    .string()
    .trim()
    .max(15, { error: 'Telefone muito longo' })
    .refine((v) => /^[\d\s()+-]*$/.test(v), { error: 'Telefone inválido' })
  return requiredMessage
    ? base.refine((v) => phoneDigits(v).length > 0, { error: requiredMessage })
    : base
}
