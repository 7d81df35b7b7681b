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

/** DELETE /api/profile: the account's e-mail, typed again to confirm (compared case-insensitively). */
export const accountDeleteSchema = z.object({
  confirmEmail: z
    .string({ error: 'Digite o e-mail da conta para confirmar' })
    .trim()
    .min(1, { error: 'Digite o e-mail da conta para confirmar' })
    .max(LIMITS.emailMax, { error: 'E-mail muito longo' }),
})
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>
