import { z } from 'zod'
import { LIMITS, MAIN_SPORTS } from '../constants'
import { cleanText, maskedPhone } from './common'

/** Teacher profile personal info (spec §2 Teacher profile, §7 Profiles). */
export const profileUpdateSchema = z.object({
  name: cleanText({ required: 'Nome é obrigatório' })
    .min(1, { error: 'Nome é obrigatório' })
    .max(LIMITS.profileNameMax, { error: 'Nome muito longo' }),
  phone: maskedPhone(),
  mainSport: z.enum(MAIN_SPORTS, { error: 'Selecione um esporte' }),
})
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>
