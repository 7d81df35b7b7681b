import { z } from 'zod'
import { LIMITS } from '../constants'
import { msg } from '../messages'
import { cleanText, maskedPhone, optionalText } from './common'

/** Club form (spec §5 Club form): name required, phone masked (max 15), normalised on save. */
export const clubSchema = z.object({
  name: cleanText({ required: msg('club.nameRequired') })
    .min(1, { error: msg('club.nameRequired') })
    .max(LIMITS.clubNameMax, { error: msg('common.nameTooLong') }),
  address: optionalText(LIMITS.clubAddressMax, msg('club.addressTooLong')),
  phone: maskedPhone()
    .nullish()
    .transform((v) => (v ? v : null)),
  isDefault: z.boolean().optional().default(false),
})
export type ClubInput = z.input<typeof clubSchema>
