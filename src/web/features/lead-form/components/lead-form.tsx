import '~/locales/lead-form'
import type { LeadLanguage } from '@shared/constants'
import { Loader2Icon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Toaster } from '~/components/ui/sonner'
import { LEAD_TOASTER_ID } from '../lead-lang'
import { useLeadForm } from '../use-lead-form'
import { LeadContactFields } from './lead-contact-fields'
import { LeadCountryField } from './lead-country-field'
import { LeadHeardFromField } from './lead-heard-from-field'
import { LeadSportsField } from './lead-sports-field'
import { LeadSuccessDialog } from './lead-success-dialog'

/** The lead form (spec §5) and its success dialog; the error toast goes to the page's toaster. */
export function LeadForm({ lang }: { lang: LeadLanguage }) {
  const { form, onSubmit, successOpen, setSuccessOpen, t } = useLeadForm(lang)
  const { isSubmitting } = form.formState
  // prerendered: the button works once the page is interactive (no native submission before)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <>
      <form
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
          disabled={!hydrated}
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
