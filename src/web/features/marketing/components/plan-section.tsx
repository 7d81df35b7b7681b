import type { SiteLang } from '@shared/site'
import Check from 'lucide-react/icons/check'
import { Link } from 'react-router'
import { signupHref } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

const PLAN_FEATURES = ['audio', 'students', 'extra'] as const

/**
 * The plan: basic on the Portuguese page, premium on the English one (spec §2). The price is a
 * placeholder; the spec gives 'Comece AGORA!' / 'Get Premium' no action, so they lead to signup.
 */
export function PlanSection({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <section aria-labelledby="plan-title" className="bg-muted/60 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="plan-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            {t('plan.sectionTitle')}
          </h2>
          <p className="mt-3 max-w-lg text-lg text-muted-foreground">{t('plan.sectionSubtitle')}</p>
        </div>
        <article
          aria-labelledby="plan-name"
          className="relative mx-auto w-full max-w-md rounded-3xl border-2 border-primary bg-card p-6 shadow-xl sm:p-8"
        >
          <span
            aria-hidden="true"
            className="-top-3 absolute right-6 size-6 rounded-full bg-brand-ball ring-4 ring-card"
          />
          <h3 id="plan-name" className="font-bold text-primary text-sm uppercase tracking-wider">
            {t('plan.name')}
          </h3>
          <p className="mt-2 text-muted-foreground">{t('plan.description')}</p>
          <p className="mt-5 font-extrabold text-3xl tracking-tight">{t('plan.price')}</p>
          <ul className="mt-6 space-y-3">
            {PLAN_FEATURES.map((f) => (
              <li key={f} className="flex items-center gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
                  <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                </span>
                {t(`plan.features.${f}`)}
              </li>
            ))}
          </ul>
          <Link
            to={signupHref(lang)}
            className="mt-8 flex h-12 w-full items-center justify-center rounded-full bg-primary px-6 font-bold text-base text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            {t('plan.cta')}
          </Link>
          <p className="mt-3 text-center text-muted-foreground text-sm">{t('plan.cancel')}</p>
        </article>
      </div>
    </section>
  )
}
