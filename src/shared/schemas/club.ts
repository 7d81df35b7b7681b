import { z } from 'zod'
import { LIMITS } from '../constants'
import { cleanText, maskedPhone, optionalText } from './common'

/** Club form (spec §5 Club form): name required, phone masked (max 15), normalised on save. */
export const clubSchema = z.object({
  name: cleanText({ required: 'Nome do clube é obrigatório' })
    .min(1, { error: 'Nome do clube é obrigatório' })
    .max(LIMITS.clubNameMax, { error: 'Nome muito longo' }),
  address: optionalText(LIMITS.clubAddressMax, 'Endereço muito longo'),
  phone: maskedPhone()
    .nullish()
    .transform((v) => (v ? v : null)),
  isDefault: z.boolean().optional().default(false),
})
export type ClubInput = z.input<typeof clubSchema>
