import type { LeadLanguage } from '@shared/constants'
import { leadPhoneInput, leadSchema } from '@shared/schemas/lead'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ApiError } from '~/lib/api-client'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { EMPTY_LEAD, LEAD_FIELD_ORDER, type LeadFormValues, submitLead } from '../api'
import { LEAD_TOASTER_ID, leadLocale } from '../lib/lead-lang'
import { readPrerenderedLead } from '../lib/prerendered-values'
import { useKeepPrerenderedInput } from './use-keep-prerendered-input'

/** The shared schema in the page's language; the form keeps (and sends) the raw input. */
function leadResolver(lang: LeadLanguage): Resolver<LeadFormValues> {
  const resolve = zodResolver(leadSchema(lang), undefined, { raw: true }) as unknown as Resolver<
    LeadFormValues & { language: LeadLanguage }
  >
  return async (values, context, options) => {
    const input = { ...values, language: lang }
    const result = await resolve(input, context, options as never)
    if (values.heardFrom) return result as ResolverResult<LeadFormValues>
    // zod stops before the country and 'other' rules while no heard-from option is chosen:
    // run them as well, so that every message shows at once
    const rest = await resolve({ ...input, heardFrom: 'twitter' }, context, options as never)
    return { values: {}, errors: { ...rest.errors, ...result.errors } }
  }
}

/**
 * The lead form's state (spec §4): idle → submitting → success dialog (form reset) or the
 * error toast. Switching language keeps what was typed: the phone takes the new prefix and
 * the messages on screen are given again in the new language.
 */
export function useLeadForm(lang: LeadLanguage) {
  const { t } = useTranslation('lead-form', { lng: leadLocale(lang) })
  const [successOpen, setSuccessOpen] = useState(false)
  const resolver = useMemo(() => leadResolver(lang), [lang])
  // what a visitor typed into the prerendered form before it hydrated is kept
  const [prerendered] = useState(() => readPrerenderedLead(lang))
  const form = useForm<LeadFormValues>({
    resolver,
    defaultValues: prerendered.values,
    shouldFocusError: false,
  })
  useKeepPrerenderedInput(form, lang, prerendered)

  const focusFirstError = () => {
    const first = LEAD_FIELD_ORDER.find((name) => form.getFieldState(name).error)
    if (first) form.setFocus(first)
  }

  const previousLang = useRef(lang)
  useEffect(() => {
    if (previousLang.current === lang) return
    previousLang.current = lang
    const phone = form.getValues('phone')
    if (phone) {
      // a foreign number makes no sense behind +55: start over (focus prefills +55)
      const keep = lang === 'en' || phone.startsWith('+55')
      form.setValue('phone', keep ? leadPhoneInput(phone, lang) : '')
    }
    const invalid = LEAD_FIELD_ORDER.filter((name) => form.getFieldState(name).error)
    form.clearErrors()
    if (invalid.length) void form.trigger(invalid)
  }, [lang, form])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submitLead(values, lang)
      form.reset(EMPTY_LEAD)
      setSuccessOpen(true)
    } catch (error) {
      const onFields =
        error instanceof ApiError &&
        error.status === 400 &&
        applyServerIssues(error, form.setError, LEAD_FIELD_ORDER)
      if (onFields) return focusFirstError()
      toast.error(t('error.title'), {
        description: t('error.description'),
        toasterId: LEAD_TOASTER_ID,
      })
    }
  }, focusFirstError)

  return { form, onSubmit, successOpen, setSuccessOpen, t }
}
