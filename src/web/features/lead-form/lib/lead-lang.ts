import type { LeadLanguage } from '@shared/constants'

/** Spec §2: /lead-form/pt is Portuguese; no value or any other value is English. */
export function leadLanguage(param: string | undefined): LeadLanguage {
  return param === 'pt' ? 'pt' : 'en'
}

/** The i18next language of a lead-form language. */
export function leadLocale(lang: LeadLanguage): 'pt-BR' | 'en' {
  return lang === 'pt' ? 'pt-BR' : 'en'
}

/** The canonical page of each language (the language toggle links them). */
export const LEAD_FORM_PATH: Record<LeadLanguage, string> = {
  en: '/lead-form',
  pt: '/lead-form/pt',
}

/** Where the brand goes back to: the landing page of the same language. */
export const LEAD_HOME_PATH: Record<LeadLanguage, string> = {
  en: '/eng',
  pt: '/',
}

/** The page's own toaster (its labels follow the page language). */
export const LEAD_TOASTER_ID = 'lead-form'
