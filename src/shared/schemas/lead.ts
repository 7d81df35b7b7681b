import { z } from 'zod'
import {
  LEAD_COUNTRIES,
  LEAD_COUNTRY_OTHER,
  LEAD_HEARD_FROM,
  LEAD_SPORTS,
  type LeadLanguage,
  LIMITS,
} from '../constants'
import { msg } from '../messages'
import { cleanText, INVALID_TEXT_MESSAGE } from './common'

/** Messages of the lead form in its two languages (spec §5 Lead form, §2: lang=pt → Portuguese). */
export const LEAD_MESSAGES = {
  en: {
    name: 'Name is required',
    email: 'Email is required',
    emailInvalid: 'Please enter a valid email',
    phone: 'Phone is required',
    phonePattern: 'Enter your phone with the country code, e.g. +14155552671',
    country: 'Country is required',
    countryOther: 'Please specify your country',
    heardFrom: 'Please tell us how you heard about us',
    heardFromOther: 'Please tell us where',
    tooLong: 'Too long',
    invalidText: 'Text contains invalid characters',
    phoneTooLong: 'Phone number too long',
  },
  pt: {
    name: msg('common.nameRequired'),
    email: msg('common.emailRequired'),
    emailInvalid: msg('common.emailInvalid'),
    phone: msg('phone.required'),
    phonePattern: msg('phone.leadFormat'),
    country: msg('lead.countryRequired'),
    countryOther: msg('lead.countryMissing'),
    heardFrom: msg('lead.heardFromRequired'),
    heardFromOther: msg('lead.heardFromOtherRequired'),
    tooLong: msg('common.textTooLong'),
    invalidText: INVALID_TEXT_MESSAGE,
    phoneTooLong: msg('phone.tooLong'),
  },
} as const satisfies Record<LeadLanguage, Record<string, string>>

/** Phone patterns (spec §5): Portuguese '+55' and 6 or more digits; English '+' and 7 or more. */
export const LEAD_PHONE_PATTERN: Record<LeadLanguage, RegExp> = {
  pt: /^\+55\d{6,}$/,
  en: /^\+\d{7,}$/,
}

/** What the lead form's phone input keeps (spec §5): digits and '+', the prefix forced. */
export function leadPhoneInput(value: string, lang: LeadLanguage): string {
  const cleaned = value.replace(/[^\d+]/g, '')
  const digits = cleaned.replace(/\+/g, '')
  if (lang === 'pt') {
    if (!digits) return cleaned.startsWith('+') ? '+55' : ''
    // what is left of the prefix after a backspace ('+5') stays the prefix
    if (cleaned.startsWith('+') && '55'.startsWith(digits)) return '+55'
    return `+55${digits.startsWith('55') ? digits.slice(2) : digits}`.slice(0, 20)
  }
  return digits ? `+${digits}`.slice(0, 20) : cleaned.startsWith('+') ? '+' : ''
}

/** The lead form, validated the same way in the browser and on the server. */
export function leadSchema(lang: LeadLanguage) {
  const m = LEAD_MESSAGES[lang]
  const text = (max: number, required?: string) =>
    cleanText({ required, invalid: m.invalidText }).max(max, { error: m.tooLong })
  return z
    .object({
      name: text(LIMITS.leadTextMax, m.name).min(1, { error: m.name }),
      email: text(LIMITS.emailMax, m.email)
        .min(1, { error: m.email })
        .pipe(z.email({ error: m.emailInvalid })),
      phone: cleanText({ required: m.phone, invalid: m.invalidText })
        .min(1, { error: m.phone })
        .max(LIMITS.leadPhoneMax, { error: m.phoneTooLong, abort: true })
        .regex(LEAD_PHONE_PATTERN[lang], { error: m.phonePattern }),
      country: text(LIMITS.leadTextMax).default(''),
      countryOther: text(LIMITS.leadTextMax).default(''),
      sports: z.array(z.enum(LEAD_SPORTS)).max(LEAD_SPORTS.length).default([]),
      extraSport: text(LIMITS.leadTextMax).default(''),
      heardFrom: z.enum(LEAD_HEARD_FROM, { error: m.heardFrom }),
      heardFromOther: text(LIMITS.leadTextMax).default(''),
      language: z.literal(lang),
      /** Honeypot: people never see it; a filled one means a bot. */
      website: text(500).optional().default(''),
    })
    .superRefine((v, ctx) => {
      if (lang === 'en') {
        const known = [...LEAD_COUNTRIES, LEAD_COUNTRY_OTHER] as readonly string[]
        if (!v.country || !known.includes(v.country)) {
          ctx.addIssue({ code: 'custom', message: m.country, path: ['country'] })
        } else if (v.country === LEAD_COUNTRY_OTHER && !v.countryOther) {
          ctx.addIssue({ code: 'custom', message: m.countryOther, path: ['countryOther'] })
        }
      }
      if (v.heardFrom === 'other' && !v.heardFromOther) {
        ctx.addIssue({ code: 'custom', message: m.heardFromOther, path: ['heardFromOther'] })
      }
    })
    .transform((v) => ({
      ...v,
      // Portuguese mode sets Brazil automatically (spec §5)
      country:
        lang === 'pt' ? 'Brazil' : v.country === LEAD_COUNTRY_OTHER ? v.countryOther : v.country,
    }))
}
export type LeadInput = z.input<ReturnType<typeof leadSchema>>
