import CheckIcon from 'lucide-react/icons/check'
import type { TFunction } from '~/lib/i18n'

const PERKS = ['free', 'noCard', 'setup', 'seats'] as const

/** Spec §1: the beta is free, needs no credit card, takes 3 minutes to set up; few seats. */
export function LeadPitch({ t }: { t: TFunction }) {
  return (
    <section aria-labelledby="lead-pitch-title" className="text-primary-foreground lg:pt-6">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-ball px-3 py-1 font-semibold text-brand-ball-foreground text-sm">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand-ball-foreground" />
        {t('pitch.badge')}
      </p>
      <h1
        id="lead-pitch-title"
        className="text-balance font-extrabold text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl"
      >
        {t('pitch.title')}
      </h1>
      <p className="mt-4 max-w-xl text-pretty text-base leading-relaxed sm:text-lg">
        {t('pitch.lead')}
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 lg:gap-3">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-3 font-medium">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-ball text-brand-ball-foreground">
              <CheckIcon aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            {t(`pitch.perks.${perk}`)}
          </li>
        ))}
      </ul>
    </section>
  )
}
