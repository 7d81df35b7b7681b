import type { LeadLanguage } from '@shared/constants'
import { leadPhoneInput } from '@shared/schemas/lead'

/** Portuguese forces Brazil's code: focusing the empty phone prefills it. */
export const PT_PREFIX = '+55'

/**
 * Spec §5: the phone keeps digits and '+'; Portuguese forces +55 (deleting into the prefix
 * keeps it), English forces a leading '+'. A full number pasted after the prefix replaces it.
 */
export function filterLeadPhone(raw: string, lang: LeadLanguage): string {
  const cleaned = raw.replace(/[^\d+]/g, '')
  const value = cleaned.match(/\+\d+$/)?.[0] ?? cleaned
  if (lang === 'pt' && PT_PREFIX.startsWith(value)) return PT_PREFIX
  return leadPhoneInput(value, lang)
}
