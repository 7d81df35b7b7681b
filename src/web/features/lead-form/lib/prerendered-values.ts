import type { LeadLanguage } from '@shared/constants'
import { EMPTY_LEAD, type LeadFormValues } from '../api'
import { filterLeadPhone } from './phone'

/** The text fields (and the country select) the prerendered page lets a visitor fill. */
const PRERENDERED_FIELDS = {
  name: 'lead-name',
  email: 'lead-email',
  phone: 'lead-phone',
  country: 'lead-country',
  extraSport: 'lead-extra-sport',
  website: 'lead-website',
} as const satisfies Partial<Record<keyof LeadFormValues, string>>

type Field = keyof typeof PRERENDERED_FIELDS

export interface PrerenderedLead {
  values: LeadFormValues
  /** The field that had the focus, and its caret, when the page hydrated. */
  focus?: { name: Field; id: string; start: number | null; end: number | null }
}

let firstHydration = true

/**
 * The page is prerendered and its JavaScript loads after the `load` event (decision 0003): a
 * visitor may have typed before the form hydrates. On the first mount in the browser, what the
 * DOM holds becomes the form's starting values — the form's rules applied (the phone keeps
 * digits and '+', +55 in Portuguese) — so nothing typed is lost. Later mounts (client-side
 * navigation) start empty.
 */
export function readPrerenderedLead(lang: LeadLanguage): PrerenderedLead {
  const values = { ...EMPTY_LEAD }
  if (!firstHydration || typeof document === 'undefined') return { values }
  firstHydration = false
  let focus: PrerenderedLead['focus']
  for (const [name, id] of Object.entries(PRERENDERED_FIELDS) as [Field, string][]) {
    const el = document.getElementById(id)
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) continue
    const raw = el.value
    if (name === 'phone') values.phone = raw ? filterLeadPhone(raw, lang) : ''
    else values[name] = raw
    if (el === document.activeElement) {
      const input = el instanceof HTMLInputElement ? el : null
      focus = { name, id, start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null }
    }
  }
  return { values, focus }
}
