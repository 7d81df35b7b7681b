import '~/locales/lead-form'
import type { LeadLanguage } from '@shared/constants'
import Loader2Icon from 'lucide-react/icons/loader-circle'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Toaster } from '~/components/ui/sonner'
import { LEAD_TOASTER_ID } from '../lib/lead-lang'
import { LeadContactFields } from './lead-contact-fields'
import { LeadCountryField } from './lead-country-field'
import { LeadHeardFromField } from './lead-heard-from-field'
import { LeadSportsField } from './lead-sports-field'
import { LeadSuccessDialog } from './lead-success-dialog'
import { useLeadForm } from './use-lead-form'

/** The lead form (spec §5) and its success dialog; the error toast goes to the page's toaster. */
export function LeadForm({ lang }: { lang: LeadLanguage }) {
  const { form, onSubmit, successOpen, setSuccessOpen, t } = useLeadForm(lang)
  const { isSubmitting } = form.formState
  // prerendered: a submission before the page is interactive is held by the page's loader
  // (scripts/hydration-loader.mjs) and sent again here, so the first tap on Submit works
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    setHydrated(true)
    const held = window as { __quadraPendingSubmit?: unknown }
    const el = formRef.current
    if (!el || held.__quadraPendingSubmit !== el) return
    held.__quadraPendingSubmit = undefined
    el.setAttribute('data-ready', '')
    // after the fields took what was typed before hydration (their layout effects ran)
    setTimeout(() => el.requestSubmit(), 0)
  }, [])
  return (
    <>
      <form
        ref={formRef}
        data-replay-submit=""
        data-ready={hydrated ? '' : undefined}
        // never a GET with the visitor's contact in the address, even without JavaScript
        method="post"
        // while sending, a second submission is ignored (the button stays focusable)
        onSubmit={(e) => (isSubmitting ? e.preventDefault() : onSubmit(e))}
        noValidate
        aria-labelledby="lead-form-title"
        className="grid gap-5"
      >
        <LeadContactFields form={form} lang={lang} t={t} />
        {lang === 'en' && <LeadCountryField form={form} t={t} />}
        <LeadSportsField form={form} t={t} />
        <LeadHeardFromField form={form} t={t} />
        {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
        <div
          aria-hidden="true"
          className="absolute top-auto -left-[10000px] size-px overflow-hidden"
        >
          <label htmlFor="lead-website">{t('fields.website')}</label>
          <input
            id="lead-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register('website')}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full text-base aria-disabled:cursor-progress aria-disabled:opacity-70"
          aria-disabled={isSubmitting || undefined}
        >
          {isSubmitting && <Loader2Icon aria-hidden="true" className="motion-safe:animate-spin" />}
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
      <LeadSuccessDialog
        open={successOpen}
        onOpenChange={setSuccessOpen}
        // back to the start of the (now empty) form
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          form.setFocus('name')
        }}
        lang={lang}
        t={t}
      />
      {/* the page's own toaster: its labels follow the page language (loads with the form) */}
      <Toaster
        id={LEAD_TOASTER_ID}
        containerAriaLabel={t('toaster.label')}
        toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
      />
    </>
  )
}
