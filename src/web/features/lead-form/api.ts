import {
  LEAD_COUNTRY_OTHER,
  type LEAD_SPORTS,
  type LeadHeardFrom,
  type LeadLanguage,
} from '@shared/constants'
import { api } from '~/lib/api-client'

export type LeadSport = (typeof LEAD_SPORTS)[number]

/** What the form holds: the schema's input, with nothing chosen yet where there is a choice. */
export interface LeadFormValues {
  name: string
  email: string
  phone: string
  country: string
  countryOther: string
  sports: LeadSport[]
  extraSport: string
  heardFrom: LeadHeardFrom | ''
  heardFromOther: string
  /** Honeypot: hidden from people, sent as typed (a filled one means a bot). */
  website: string
}

export const EMPTY_LEAD: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  country: '',
  countryOther: '',
  sports: [],
  extraSport: '',
  heardFrom: '',
  heardFromOther: '',
  website: '',
}

/** Fields in screen order: the first invalid one gets the focus. */
export const LEAD_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'country',
  'countryOther',
  'sports',
  'extraSport',
  'heardFrom',
  'heardFromOther',
] as const satisfies readonly (keyof LeadFormValues)[]

/** The body of POST /api/leads: texts of choices not taken are left out. */
export function leadPayload(values: LeadFormValues, language: LeadLanguage) {
  const english = language === 'en'
  return {
    ...values,
    country: english ? values.country : '',
    countryOther: english && values.country === LEAD_COUNTRY_OTHER ? values.countryOther : '',
    heardFromOther: values.heardFrom === 'other' ? values.heardFromOther : '',
    language,
  }
}

/** POST /api/leads (public): 201 { ok: true }; 400 with field issues; 429 when too frequent. */
export function submitLead(values: LeadFormValues, language: LeadLanguage) {
  return api.post('/leads', leadPayload(values, language))
}
