import { z } from 'zod'
import { LIMITS, PAYMENT_METHODS } from '../constants'
import { msg } from '../messages'
import { idSchema, isoDateSchema } from './common'

const MAX_PRICE_CENTS = 100_000_000 // R$ 1.000.000,00

const startDate = isoDateSchema(msg('common.startDateRequired'))
const paymentDate = isoDateSchema(msg('payment.dateRequired'))

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
  required: msg('package.validityRequired'),
  min: msg('package.validityTooShort'),
  max: msg('package.validityTooLong'),
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
  dueDate: z.union([z.literal(''), isoDateSchema(msg('package.invalidDueDate'))]).optional(),
  alreadyPaid: z.boolean().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullish(),
  paidAmount: z.number({ error: msg('package.priceNotNumber') }).nullish(),
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
      message: msg('payment.methodRequired'),
      path: ['paymentMethod'],
    })
  const part = value.paidAmount
  if (part === undefined || part === null) return
  if (Number.isNaN(part))
    ctx.addIssue({ code: 'custom', message: msg('package.priceNotNumber'), path: ['paidAmount'] })
  else if (part <= 0)
    ctx.addIssue({
      code: 'custom',
      message: msg('money.notPositive'),
      path: ['paidAmount'],
    })
  else if (value.price !== undefined && Math.round(part * 100) > Math.round(value.price * 100))
    ctx.addIssue({
      code: 'custom',
      message: msg('payment.moreThanPrice'),
      path: ['paidAmount'],
    })
}

/** Package dialog of the student profile (spec §5 Package form in the profile dialog). */
export const packageDialogFormSchema = z
  .object({
    startDate,
    paymentDate,
    totalClasses: z
      .number({ error: msg('package.classesTooFew') })
      .int({ error: msg('package.classesTooFew') })
      .min(LIMITS.packageClassesMin, { error: msg('package.classesTooFew') })
      .max(LIMITS.packageClassesMax, { error: msg('package.classesTooMany') }),
    price: z
      .number({ error: msg('package.priceNotNumber') })
      .min(0, { error: msg('package.priceNotPositive') })
      .max(MAX_PRICE_CENTS / 100, { error: msg('money.tooHigh') }),
    validityDays: optionalNumber,
    ...moneyFormFields,
  })
  .superRefine((v, ctx) => checkValidity(v, ctx, dialogValidityMessages))
  .superRefine(checkAlreadyPaid)
export type PackageDialogForm = z.input<typeof packageDialogFormSchema>

/** Standalone new package screen (spec §5 New package screen). */
export const packageScreenFormSchema = z
  .object({
    studentId: z
      .string({ error: msg('package.studentRequired') })
      .min(1, { error: msg('package.studentRequired') }),
    startDate,
    paymentDate,
    totalClasses: z
      .number({ error: msg('package.classesRequired') })
      .int({ error: msg('package.classesRequired') })
      .min(LIMITS.packageClassesMin, { error: msg('package.classesRequired') })
      .max(LIMITS.packageClassesMax, { error: msg('package.classesTooMany') }),
    price: z
      .number({ error: msg('package.priceRequired') })
      .min(0.01, { error: msg('package.priceRequired') })
      .max(MAX_PRICE_CENTS / 100, { error: msg('money.tooHigh') }),
    validityDays: optionalNumber,
    ...moneyFormFields,
  })
  .superRefine(checkAlreadyPaid)
  .superRefine((v, ctx) =>
    checkValidity(v, ctx, {
      required: msg('package.validityRequired'),
      min: 'Validade deve ser pelo menos 1 dia',
      max: msg('package.validityTooLong'),
    }),
  )
export type PackageScreenForm = z.input<typeof packageScreenFormSchema>

const apiFields = {
  totalClasses: z
    .number({ error: msg('package.classesTooFew') })
    .int({ error: msg('package.classesTooFew') })
    .min(LIMITS.packageClassesMin, { error: msg('package.classesTooFew') })
    .max(LIMITS.packageClassesMax, { error: msg('package.classesTooMany') }),
  priceCents: z
    .number({ error: msg('package.priceNotNumber') })
    .int({ error: msg('package.priceNotNumber') })
    .min(0, { error: msg('package.priceNotPositive') })
    .max(MAX_PRICE_CENTS, { error: msg('money.tooHigh') }),
  startDate,
  paymentDate,
  // bounded even where it is ignored (1 class): an expiry stays within DATE_MAX + validityMax
  validityDays: z
    .number({ error: msg('package.validityTooShort') })
    .int({ error: msg('package.validityTooShort') })
    .max(LIMITS.validityMax, { error: msg('package.validityTooLong') })
    .nullish(),
}

/** Issue 13: the due date ('Atrasado' after it); without it, the start date. */
const dueDate = isoDateSchema(msg('package.invalidDueDate')).optional()

/**
 * Issue 13 "já pago": one payment recorded with the package, on its payment date — of the price,
 * or of `amountCents` (a part of it; the service refuses more than the price).
 */
const alreadyPaid = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: msg('payment.methodRequired') }),
    amountCents: z
      .number({ error: msg('payment.amountRequired') })
      .int({ error: msg('money.tooManyDecimals') })
      .min(1, { error: msg('money.notPositive') })
      .max(MAX_PRICE_CENTS, { error: msg('money.tooHigh') })
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
