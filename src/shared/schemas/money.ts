import { z } from 'zod'
import { MONEY_LIMITS, PAYMENT_METHODS, PIX_KEY_TYPES } from '../constants'
import { cleanText, isoDay, optionalText } from './common'

/** Issue 13 inputs. Money travels in integer cents; forms convert reais (≤ 2 decimals) first. */

const MAX_CENTS = 100_000_000 // R$ 1.000.000,00, as a package's price

const methodSchema = z.enum(PAYMENT_METHODS, { error: 'Selecione a forma de pagamento' })

/** POST /api/packages/{id}/payments. A payment above the balance is refused by the service. */
export const paymentCreateSchema = z.object({
  amountCents: z
    .number({ error: 'Informe o valor recebido' })
    .int({ error: 'Valor inválido: use no máximo duas casas decimais' })
    .min(1, { error: 'O valor deve ser maior que zero' })
    .max(MAX_CENTS, { error: 'Valor muito alto' }),
  paidOn: isoDay(),
  method: methodSchema,
  note: optionalText(
    MONEY_LIMITS.paymentNoteMax,
    `A observação deve ter no máximo ${MONEY_LIMITS.paymentNoteMax} caracteres`,
  ),
})
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>

/**
 * The payment form in reais ('Registrar pagamento'): > 0 with at most two decimals, converted
 * to cents without floating-point drift.
 */
export const paymentAmountReais = z
  .number({ error: 'Informe o valor recebido' })
  .refine((v) => v > 0, { error: 'O valor deve ser maior que zero' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'Use no máximo duas casas decimais',
  })
  .refine((v) => v <= MAX_CENTS / 100, { error: 'Valor muito alto' })
  .transform((v) => Math.round(v * 100))

/** PUT /api/profile/pix: the key is validated per type by shared/domain/pix.ts (reason in the message). */
export const pixSettingsInputSchema = z.object({
  keyType: z.enum(PIX_KEY_TYPES, { error: 'Selecione o tipo de chave Pix' }),
  key: cleanText({ required: 'Informe a chave Pix' })
    .min(1, { error: 'Informe a chave Pix' })
    .max(77, { error: 'Chave Pix muito longa' }),
  name: cleanText({ required: 'Informe o nome do recebedor' })
    .min(2, { error: 'Informe o nome do recebedor' })
    .max(100, { error: 'Nome muito longo' }),
  city: cleanText({ required: 'Informe a cidade' })
    .min(2, { error: 'Informe a cidade' })
    .max(60, { error: 'Cidade muito longa' }),
})
export type PixSettingsInput = z.infer<typeof pixSettingsInputSchema>

/** ?from&to of the reports and exports: both days, from ≤ to, at most 5 years. */
export const reportPeriodSchema = z
  .object({ from: isoDay(), to: isoDay() })
  .refine((v) => v.from <= v.to, {
    error: 'A data inicial deve ser anterior à final',
    path: ['to'],
  })
  .refine(
    (v) =>
      (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000 <=
      MONEY_LIMITS.reportDaysMax,
    { error: 'Período muito longo (máximo de 5 anos)', path: ['to'] },
  )
export type ReportPeriod = z.infer<typeof reportPeriodSchema>

/** ?page= of GET /api/reports/at-risk (page size MONEY_LIMITS.reportPageSize). */
export const atRiskQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int({ error: 'Página inválida' })
    .min(1, { error: 'Página inválida' })
    .max(100_000, { error: 'Página inválida' })
    .default(1),
})
