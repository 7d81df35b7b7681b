import '~/locales/lead-form'
import type { LeadLanguage } from '@shared/constants'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { useTranslation } from '~/lib/i18n'
import { leadLocale } from '../lib/lead-lang'
import { LeadFormHeader } from './lead-form-header'
import { LeadFormLazy } from './lead-form-lazy'
import { LeadPitch } from './lead-pitch'

/** Court lines drawn behind the page (decoration only). */
function CourtLines() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 800"
      preserveAspectRatio="xMidYMin slice"
      className="pointer-events-none absolute inset-0 -z-10 size-full opacity-10"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="40" y="40" width="320" height="720" />
        <path d="M90 40v720M310 40v720M90 230h220M90 570h220M200 230v340M40 400h320" />
      </g>
    </svg>
  )
}

/** The public lead page: header, pitch and the form card on the brand's court green. */
export function LeadFormPage({ lang }: { lang: LeadLanguage }) {
  const { t } = useTranslation('lead-form', { lng: leadLocale(lang) })
  return (
    <div
      lang={leadLocale(lang)}
      className="relative isolate min-h-svh overflow-x-clip bg-linear-to-b from-primary-hover to-primary text-primary-foreground"
    >
      <CourtLines />
      <LeadFormHeader lang={lang} t={t} />
      <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 pt-4 pb-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_34rem] lg:gap-16 lg:pt-10">
        <LeadPitch t={t} />
        <Card className="gap-5 border-0 text-card-foreground shadow-2xl ring-1 ring-black/5">
          <CardHeader className="px-5 sm:px-6">
            <CardTitle asChild>
              <h2 id="lead-form-title" className="text-2xl tracking-tight">
                {t('form.title')}
              </h2>
            </CardTitle>
            <CardDescription>{t('form.description')}</CardDescription>
          </CardHeader>
          <CardContent className="px-5 sm:px-6">
            {/* no Suspense boundary around it: see lead-form-lazy.tsx */}
            <LeadFormLazy lang={lang} />
          </CardContent>
        </Card>
      </main>
    </div>
  )
}
