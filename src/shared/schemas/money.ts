import { z } from 'zod'
import { MONEY_LIMITS, PAYMENT_METHODS, PIX_KEY_TYPES } from '../constants'
import { msg } from '../messages'
import { cleanText, isoDay, optionalText } from './common'

/** Issue 13 inputs. Money travels in integer cents; forms convert reais (≤ 2 decimals) first. */

/** R$ 1.000.000,00, as a package's price. */
export const MAX_CENTS = 100_000_000

const methodSchema = z.enum(PAYMENT_METHODS, { error: msg('payment.methodRequired') })

/** POST /api/packages/{id}/payments. A payment above the balance is refused by the service. */
export const paymentCreateSchema = z.object({
  amountCents: z
    .number({ error: msg('payment.amountRequired') })
    .int({ error: msg('money.tooManyDecimals') })
    .min(1, { error: msg('money.notPositive') })
    .max(MAX_CENTS, { error: msg('money.tooHigh') }),
  paidOn: isoDay(),
  method: methodSchema,
  note: optionalText(
    MONEY_LIMITS.paymentNoteMax,
    msg('payment.noteTooLong', { max: MONEY_LIMITS.paymentNoteMax }),
  ),
})
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>

/**
 * The payment form in reais ('Registrar pagamento'): > 0 with at most two decimals, converted
 * to cents without floating-point drift.
 */
export const paymentAmountReais = z
  .number({ error: msg('payment.amountRequired') })
  .refine((v) => v > 0, { error: msg('money.notPositive') })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: msg('money.decimals'),
  })
  .refine((v) => v <= MAX_CENTS / 100, { error: msg('money.tooHigh') })
  .transform((v) => Math.round(v * 100))

/** PUT /api/profile/pix: the key is validated per type by shared/domain/pix.ts (reason in the message). */
export const pixSettingsInputSchema = z.object({
  keyType: z.enum(PIX_KEY_TYPES, { error: msg('pix.keyTypeRequired') }),
  key: cleanText({ required: msg('pix.keyRequired') })
    .min(1, { error: msg('pix.keyRequired') })
    .max(77, { error: msg('pix.keyTooLong') }),
  name: cleanText({ required: msg('pix.nameRequired') })
    .min(2, { error: msg('pix.nameRequired') })
    .max(100, { error: msg('common.nameTooLong') }),
  city: cleanText({ required: msg('pix.cityRequired') })
    .min(2, { error: msg('pix.cityRequired') })
    .max(60, { error: msg('pix.cityTooLong') }),
})
export type PixSettingsInput = z.infer<typeof pixSettingsInputSchema>

/** ?from&to of the reports and exports: both days, from ≤ to, at most 5 years. */
export const reportPeriodSchema = z
  .object({ from: isoDay(), to: isoDay() })
  .refine((v) => v.from <= v.to, {
    error: msg('payment.rangeOrder'),
    path: ['to'],
  })
  .refine(
    (v) =>
      (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000 <=
      MONEY_LIMITS.reportDaysMax,
    { error: msg('payment.rangeTooLong'), path: ['to'] },
  )
export type ReportPeriod = z.infer<typeof reportPeriodSchema>

/** ?page= of GET /api/reports/at-risk (page size MONEY_LIMITS.reportPageSize). */
export const atRiskQuerySchema = z.object({
  page: z.coerce
    .number({ error: msg('common.invalidPage') })
    .int({ error: msg('common.invalidPage') })
    .min(1, { error: msg('common.invalidPage') })
    .max(100_000, { error: msg('common.invalidPage') })
    .default(1),
})
