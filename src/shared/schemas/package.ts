import { z } from 'zod'
import { LIMITS, PAYMENT_METHODS } from '../constants'
import { idSchema, isoDateSchema } from './common'

const MAX_PRICE_CENTS = 100_000_000 // R$ 1.000.000,00

const startDate = isoDateSchema('Data de início é obrigatória')
const paymentDate = isoDateSchema('Data de pagamento é obrigatória')

/** Validity is required, and at least 1 day, unless the package has exactly 1 class. */
function checkValidity(
  value: { totalClasses: number; validityDays?: number | null },
  ctx: z.RefinementCtx,
  messages: { required: string; min: string; max: string },
) {
  if (value.totalClasses === 1) return
  const v = value.validityDays
  if (v === undefined || v === null || Number.isNaN(v)) {
    ctx.addIssue({ code: 'custom', message: messages.required, path: ['validityDays'] })
  } else if (!Number.isInteger(v) || v < LIMITS.validityMin) {
    ctx.addIssue({ code: 'custom', message: messages.min, path: ['validityDays'] })
  } else if (v > LIMITS.validityMax) {
    ctx.addIssue({ code: 'custom', message: messages.max, path: ['validityDays'] })
  }
}

const dialogValidityMessages = {
  required: 'Tempo de validade é obrigatório para pacotes com mais de 1 aula',
  min: 'Tempo de validade deve ser pelo menos 1 dia',
  max: 'Validade muito alta',
}

const optionalNumber = z
  .number()
  .nullish()
  .transform((v) => (v === undefined || v === null || Number.isNaN(v) ? null : v))

/**
 * Both package forms: 'Já pago' (a payment on the payment date, of the price or of `paidAmount`
 * reais), its payment method, and 'Vencimento do pagamento' for what is still owed.
 */
const moneyFormFields = {
  dueDate: z.union([z.literal(''), isoDateSchema('Data de vencimento inválida')]).optional(),
  alreadyPaid: z.boolean().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullish(),
  paidAmount: z.number({ error: 'Valor deve ser um número' }).nullish(),
}

function checkAlreadyPaid(
  value: {
    alreadyPaid?: boolean
    paymentMethod?: string | null
    paidAmount?: number | null
    price?: number
  },
  ctx: z.RefinementCtx,
) {
  if (!value.alreadyPaid) return
  if (!value.paymentMethod)
    ctx.addIssue({
      code: 'custom',
      message: 'Selecione a forma de pagamento',
      path: ['paymentMethod'],
    })
  const part = value.paidAmount
  if (part === undefined || part === null) return
  if (Number.isNaN(part))
    ctx.addIssue({ code: 'custom', message: 'Valor deve ser um número', path: ['paidAmount'] })
  else if (part <= 0)
    ctx.addIssue({
      code: 'custom',
      message: 'O valor deve ser maior que zero',
      path: ['paidAmount'],
    })
  else if (value.price !== undefined && Math.round(part * 100) > Math.round(value.price * 100))
    ctx.addIssue({
      code: 'custom',
      message: 'O valor pago é maior que o valor do pacote',
      path: ['paidAmount'],
    })
}

/** Package dialog of the student profile (spec §5 Package form in the profile dialog). */
export const packageDialogFormSchema = z
  .object({
    startDate,
    paymentDate,
    totalClasses: z
      .number({ error: 'Deve ter pelo menos 1 aula' })
      .int({ error: 'Deve ter pelo menos 1 aula' })
      .min(LIMITS.packageClassesMin, { error: 'Deve ter pelo menos 1 aula' })
      .max(LIMITS.packageClassesMax, { error: 'Número de aulas muito alto' }),
    price: z
      .number({ error: 'Valor deve ser um número' })
      .min(0, { error: 'Valor deve ser positivo' })
      .max(MAX_PRICE_CENTS / 100, { error: 'Valor muito alto' }),
    validityDays: optionalNumber,
    ...moneyFormFields,
  })
  .superRefine((v, ctx) => checkValidity(v, ctx, dialogValidityMessages))
  .superRefine(checkAlreadyPaid)
export type PackageDialogForm = z.input<typeof packageDialogFormSchema>

/** Standalone new package screen (spec §5 New package screen). */
export const packageScreenFormSchema = z
  .object({
    studentId: z.string({ error: 'Selecione um aluno' }).min(1, { error: 'Selecione um aluno' }),
    startDate,
    paymentDate,
    totalClasses: z
      .number({ error: 'Número de aulas deve ser pelo menos 1' })
      .int({ error: 'Número de aulas deve ser pelo menos 1' })
      .min(LIMITS.packageClassesMin, { error: 'Número de aulas deve ser pelo menos 1' })
      .max(LIMITS.packageClassesMax, { error: 'Número de aulas muito alto' }),
    price: z
      .number({ error: 'Preço deve ser maior que 0' })
      .min(0.01, { error: 'Preço deve ser maior que 0' })
      .max(MAX_PRICE_CENTS / 100, { error: 'Valor muito alto' }),
    validityDays: optionalNumber,
    ...moneyFormFields,
  })
  .superRefine(checkAlreadyPaid)
  .superRefine((v, ctx) =>
    checkValidity(v, ctx, {
      required: 'Tempo de validade é obrigatório para pacotes com mais de 1 aula',
      min: 'Validade deve ser pelo menos 1 dia',
      max: 'Validade muito alta',
    }),
  )
export type PackageScreenForm = z.input<typeof packageScreenFormSchema>

const apiFields = {
  totalClasses: z
    .number({ error: 'Deve ter pelo menos 1 aula' })
    .int({ error: 'Deve ter pelo menos 1 aula' })
    .min(LIMITS.packageClassesMin, { error: 'Deve ter pelo menos 1 aula' })
    .max(LIMITS.packageClassesMax, { error: 'Número de aulas muito alto' }),
  priceCents: z
    .number({ error: 'Valor deve ser um número' })
    .int({ error: 'Valor deve ser um número' })
    .min(0, { error: 'Valor deve ser positivo' })
    .max(MAX_PRICE_CENTS, { error: 'Valor muito alto' }),
  startDate,
  paymentDate,
  // bounded even where it is ignored (1 class): an expiry stays within DATE_MAX + validityMax
  validityDays: z
    .number({ error: 'Tempo de validade deve ser pelo menos 1 dia' })
    .int({ error: 'Tempo de validade deve ser pelo menos 1 dia' })
    .max(LIMITS.validityMax, { error: 'Validade muito alta' })
    .nullish(),
}

/** Issue 13: the due date ('Atrasado' after it); without it, the start date. */
const dueDate = isoDateSchema('Data de vencimento inválida').optional()

/**
 * Issue 13 "já pago": one payment recorded with the package, on its payment date — of the price,
 * or of `amountCents` (a part of it; the service refuses more than the price).
 */
const alreadyPaid = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'Selecione a forma de pagamento' }),
    amountCents: z
      .number({ error: 'Informe o valor recebido' })
      .int({ error: 'Valor inválido: use no máximo duas casas decimais' })
      .min(1, { error: 'O valor deve ser maior que zero' })
      .max(MAX_PRICE_CENTS, { error: 'Valor muito alto' })
      .optional(),
  })
  .optional()

/**
 * API body to create a package. `origin` picks the generated name of spec §3:
 * 'Pacote de {n} aulas' from the profile dialog, 'Pacote {n} aulas' from the new package screen.
 */
export const packageCreateSchema = z
  .object({
    studentId: idSchema,
    ...apiFields,
    origin: z.enum(['profile', 'screen']).default('profile'),
    dueDate,
    payment: alreadyPaid,
  })
  .superRefine((v, ctx) => checkValidity(v, ctx, dialogValidityMessages))
export type PackageCreateInput = z.input<typeof packageCreateSchema>

/** API body to edit a package (same fields, student fixed). */
export const packageUpdateSchema = z
  .object({ ...apiFields, dueDate })
  .superRefine((v, ctx) => checkValidity(v, ctx, dialogValidityMessages))
export type PackageUpdateInput = z.input<typeof packageUpdateSchema>
