import type { SiteLang } from '@shared/site'
import { useSiteTranslation } from './use-site-translation'

const STATS = [
  ['coaches', 'coachesText'],
  ['retention', 'retentionText'],
  ['minutes', 'minutesText'],
  ['trial', 'trialText'],
] as const

/** Social proof and the spec's claims (§1, §9): 50+ coaches, 2–3× retention, 5 minutes, 7 days. */
export function StatsBand({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <section aria-labelledby="stats-title" className="border-y bg-accent py-12">
      <h2 id="stats-title" className="sr-only">
        {t('stats.label')}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 sm:px-6 lg:grid-cols-4">
        {STATS.map(([value, text]) => (
          <li key={value}>
            <p className="font-extrabold text-primary text-xl tracking-tight sm:text-2xl">
              {t(`stats.${value}`)}
            </p>
            <p className="mt-1 text-accent-foreground text-sm sm:text-base">{t(`stats.${text}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
