import type { SiteLang } from '@shared/site'
import Check from 'lucide-react/icons/check'
import Clock from 'lucide-react/icons/clock'
import Mic from 'lucide-react/icons/mic'
import TrendingUp from 'lucide-react/icons/trending-up'
import { Link } from 'react-router'
import { leadFormHref } from '../lib/links'
import { BrandLink } from './brand-link'
import { HeroBackground } from './hero-background'
import { LanguageToggle } from './language-toggle'
import { PhoneMockup } from './phone-mockup'
import { SiteFooter } from './site-footer'
import { useSiteTranslation } from './use-site-translation'

const FACTS = ['free', 'noCard', 'setup'] as const
const BENEFITS = [
  { key: 'time', Icon: Clock },
  { key: 'retention', Icon: TrendingUp },
  { key: 'audio', Icon: Mic },
] as const

/** The beta offer (spec §2 Beta landing pages): free, no card, 3-minute setup, few seats. */
export function BetaPage({ lang, path }: { lang: SiteLang; path: string }) {
  const { t } = useSiteTranslation('beta', lang)
  return (
    <div className="relative min-h-svh bg-background">
      <header className="absolute inset-x-0 top-0 z-20 mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6 sm:py-4">
        <BrandLink lang={lang} />
        <LanguageToggle lang={lang} path={path} />
      </header>
      <main>
        <HeroBackground>
          <section
            aria-labelledby="beta-title"
            className="relative z-10 mx-auto grid max-w-6xl items-center gap-12 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-12 lg:pb-24"
          >
            <div>
              <p className="inline-flex rounded-full bg-brand-ball px-3 py-1 font-semibold text-brand-ball-foreground text-sm">
                {t('badge')}
              </p>
              <h1
                id="beta-title"
                className="mt-6 text-balance font-extrabold text-4xl text-white leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
              >
                {t('title')}
              </h1>
              <p className="mt-5 max-w-xl text-[#d3ede9] text-lg">{t('subtitle')}</p>
              <ul aria-label={t('facts.label')} className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
                {FACTS.map((f) => (
                  <li key={f} className="flex items-center gap-2 font-medium text-white">
                    <Check className="size-5 text-brand-ball" strokeWidth={3} aria-hidden="true" />
                    {t(`facts.${f}`)}
                  </li>
                ))}
              </ul>
              <Link
                to={leadFormHref(lang)}
                className="mt-8 inline-flex h-14 w-full items-center justify-center rounded-full bg-brand-ball px-8 font-bold text-brand-ball-foreground text-lg shadow-lg shadow-black/20 transition-transform hover:scale-[1.02] focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 sm:w-auto"
              >
                {t('cta')}
              </Link>
              <p className="mt-4 flex items-center gap-2 font-medium text-white">
                <span className="size-2.5 rounded-full bg-brand-ball" aria-hidden="true" />
                {t('seats')}
              </p>
            </div>
            <div className="flex justify-center lg:justify-end">
              <PhoneMockup lang={lang} />
            </div>
          </section>
        </HeroBackground>
        <section aria-labelledby="benefits-title" className="py-16 sm:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="benefits-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
              {t('benefitsTitle')}
            </h2>
            <ul className="mt-10 grid gap-4 md:grid-cols-3">
              {BENEFITS.map(({ key, Icon }) => (
                <li key={key} className="rounded-2xl border bg-card p-6 shadow-xs">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-bold text-lg">{t(`benefits.${key}.title`)}</h3>
                  <p className="mt-2 text-muted-foreground leading-relaxed">
                    {t(`benefits.${key}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <SiteFooter lang={lang} />
    </div>
  )
}
