import type { LeadLanguage } from '@shared/constants'
import { useLayoutEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { LeadFormValues } from '../api'
import { PT_PREFIX } from '../lib/phone'
import type { PrerenderedLead } from '../lib/prerendered-values'

/**
 * Once the form has hydrated over the prerendered one: the inputs show the values the form
 * took from them (the phone with its rules applied), the field that had the focus keeps it and
 * its caret, and a focused empty Portuguese phone gets +55 as if it had just been focused.
 */
export function useKeepPrerenderedInput(
  form: UseFormReturn<LeadFormValues>,
  lang: LeadLanguage,
  { values, focus }: PrerenderedLead,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    const phone = document.getElementById('lead-phone')
    // a controlled input keeps its prerendered DOM value through hydration: show the rule's
    if (phone instanceof HTMLInputElement && phone.value !== values.phone) {
      phone.value = values.phone
    }
    if (!focus) return
    const el = document.getElementById(focus.id)
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return
    if (document.activeElement !== el) el.focus()
    if (focus.name === 'phone' && lang === 'pt' && !values.phone) {
      form.setValue('phone', PT_PREFIX)
      return
    }
    const unchanged = el.value === values[focus.name]
    if (el instanceof HTMLInputElement && unchanged && focus.start !== null) {
      el.setSelectionRange(focus.start, focus.end ?? focus.start)
    }
  }, [])
}
