import { z } from 'zod'
import { PAYMENT_METHODS, PIX_KEY_TYPES } from '../constants'

/** One payment received for a package. */
export const paymentDtoSchema = z
  .object({
    id: z.string(),
    packageId: z.string(),
    studentId: z.string(),
    amountCents: z.number(),
    /** 'yyyy-MM-dd' */
    paidOn: z.string(),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentDto' })
export type PaymentDto = z.infer<typeof paymentDtoSchema>
export const paymentListSchema = z.array(paymentDtoSchema)

/** GET /api/profile/pix: the coach's Pix receiver (null fields = not set). */
export const pixSettingsDtoSchema = z
  .object({
    keyType: z.enum(PIX_KEY_TYPES),
    /** As stored (normalised): digits for CPF/CNPJ, +55… for a phone, lower-case e-mail, uuid. */
    key: z.string(),
    name: z.string(),
    city: z.string(),
  })
  .meta({ id: 'PixSettings' })
export type PixSettingsDto = z.infer<typeof pixSettingsDtoSchema>
export const pixSettingsStatusSchema = z
  .object({ settings: z.union([pixSettingsDtoSchema, z.null()]) })
  .meta({ id: 'PixSettingsStatus' })
export type PixSettingsStatus = z.infer<typeof pixSettingsStatusSchema>

/** GET /api/packages/{id}/pix: a static Pix charge for the package's balance. */
export const pixChargeSchema = z
  .object({
    /** The BR Code ("copia e cola"), EMV MPM with CRC16. */
    payload: z.string(),
    amountCents: z.number(),
    txid: z.string(),
    /** The charge message (amount, package, the code) for the coach to copy or send. */
    message: z.string(),
    /** wa.me digits of the student's phone; null without one. */
    whatsappPhone: z.string().nullable(),
  })
  .meta({ id: 'PixCharge' })
export type PixCharge = z.infer<typeof pixChargeSchema>
