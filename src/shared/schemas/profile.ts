import { z } from 'zod'
import { ABSENCE_POLICY, LESSON_TIMES_CHOICES, LIMITS, MAIN_SPORTS } from '../constants'
import { msg } from '../messages'
import { cleanText, currencyField, languageField, maskedPhone, timeZoneField } from './common'

/** Teacher profile personal info (spec §2 Teacher profile, §7 Profiles). */
export const profileUpdateSchema = z.object({
  name: cleanText({ required: msg('common.nameRequired') })
    .min(1, { error: msg('common.nameRequired') })
    .max(LIMITS.profileNameMax, { error: msg('common.nameTooLong') }),
  phone: maskedPhone(),
  mainSport: z.enum(MAIN_SPORTS, { error: msg('profile.sportRequired') }),
})
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>

/** DELETE /api/profile: the account's e-mail, typed again to confirm (compared case-insensitively). */
export const accountDeleteSchema = z.object({
  confirmEmail: z
    .string({ error: msg('profile.confirmEmailRequired') })
    .trim()
    .min(1, { error: msg('profile.confirmEmailRequired') })
    .max(LIMITS.emailMax, { error: msg('profile.confirmEmailTooLong') }),
})
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>
const noticeMessage = msg('profile.noticeHoursRange', {
  min: ABSENCE_POLICY.noticeHoursMin,
  max: ABSENCE_POLICY.noticeHoursMax,
})

/** 'Política de faltas': the coach's absence policy. */
export const absencePolicySchema = z.object({
  cancelNoticeHours: z
    .number({ error: noticeMessage })
    .int({ error: noticeMessage })
    .min(ABSENCE_POLICY.noticeHoursMin, { error: noticeMessage })
    .max(ABSENCE_POLICY.noticeHoursMax, { error: noticeMessage }),
  lateCancelConsumes: z.boolean({ error: msg('profile.lateCancelRequired') }),
  noShowConsumes: z.boolean({ error: msg('profile.noShowRequired') }),
})
export type AbsencePolicyInput = z.infer<typeof absencePolicySchema>

/**
 * Issue 15: the app's language, the currency amounts are shown in (never converted) and the
 * time zone 'today', 'this month', expiry and the agenda follow.
 */
export const localeSettingsSchema = z.object({
  language: languageField,
  currency: currencyField,
  timezone: timeZoneField,
})
export type LocaleSettingsInput = z.infer<typeof localeSettingsSchema>

/** GET /api/profile/time-zone-change?timezone=: the zone the coach is about to choose. */
export const timeZoneChangeQuerySchema = z.object({ timezone: timeZoneField })

/**
 * With a new time zone: what happens to the lessons not started yet (decision 0009) —
 * 'keep_local' (default) keeps their wall-clock times, 'keep_instant' their moments.
 */
export const lessonTimesField = z
  .enum(LESSON_TIMES_CHOICES, {
    error: msg('profile.zoneChoiceRequired'),
  })
  .meta({
    description:
      "Ao mudar o fuso: 'keep_local' (padrão) mantém os horários das aulas futuras e dos horários fixos no relógio local (18:00 continua 18:00); 'keep_instant' mantém o mesmo instante (o horário mostrado muda). Aulas passadas e aulas registradas nunca mudam.",
  })

/**
 * PATCH /api/profile: the personal info (name, phone and main sport together) and/or any of
 * the absence policy's fields.
 */
export const profilePatchSchema = profileUpdateSchema
  .partial()
  .extend(absencePolicySchema.partial().shape)
  .extend(localeSettingsSchema.partial().shape)
  .extend({ lessonTimes: lessonTimesField.optional() })
  .superRefine((v, ctx) => {
    const personal = [v.name, v.phone, v.mainSport]
    if (personal.some((f) => f !== undefined) && personal.some((f) => f === undefined)) {
      for (const [key, message] of [
        ['name', msg('common.nameRequired')],
        ['phone', msg('phone.required')],
        ['mainSport', msg('profile.sportRequired')],
      ] as const) {
        if (v[key] === undefined) ctx.addIssue({ code: 'custom', message, path: [key] })
      }
    }
  })
export type ProfilePatchInput = z.input<typeof profilePatchSchema>
