import type { SiteLang } from '@shared/site'
import Check from 'lucide-react/icons/check'
import { PhoneMockup } from './phone-mockup'
import { TrialCard } from './trial-card'
import { useSiteTranslation } from './use-site-translation'

const SPORTS = ['tennis', 'beachTennis', 'padel', 'pickleball'] as const
const BENEFITS = ['messaging', 'retention', 'focus'] as const

/** Badge, sports, the 5-minute headline, three benefits, the trial card and the app on a phone. */
export function LandingHero({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <section
      aria-labelledby="hero-title"
      className="relative z-10 mx-auto grid max-w-6xl items-center gap-12 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:pt-12 lg:pb-24"
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-ball px-3 py-1 font-semibold text-brand-ball-foreground text-sm">
          <span className="size-2 rounded-full bg-brand-ball-foreground" aria-hidden="true" />
          {t('hero.badge')}
        </p>
        <ul aria-label={t('hero.sportsLabel')} className="mt-5 flex flex-wrap gap-2">
          {SPORTS.map((s) => (
            <li
              key={s}
              className="rounded-full border border-white/30 bg-white/10 px-3 py-1 font-medium text-sm text-white"
            >
              {t(`hero.sports.${s}`)}
            </li>
          ))}
        </ul>
        <h1
          id="hero-title"
          className="mt-6 text-balance font-extrabold text-4xl text-white leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-xl text-[#d3ede9] text-lg">{t('hero.subtitle')}</p>
        <ul aria-label={t('hero.benefitsLabel')} className="mt-6 space-y-3">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-3 text-white">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-ball text-brand-ball-foreground">
                <Check className="size-4" strokeWidth={3} aria-hidden="true" />
              </span>
              <span>{t(`hero.benefits.${b}`)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 max-w-xl">
          <TrialCard lang={lang} />
        </div>
      </div>
      <div className="flex justify-center lg:justify-end">
        <PhoneMockup lang={lang} />
      </div>
    </section>
  )
}
