import type { SiteLang } from '@shared/site'
import BellRing from 'lucide-react/icons/bell-ring'
import CalendarDays from 'lucide-react/icons/calendar-days'
import ClipboardCheck from 'lucide-react/icons/clipboard-check'
import MapPin from 'lucide-react/icons/map-pin'
import Mic from 'lucide-react/icons/mic'
import Package from 'lucide-react/icons/package'
import Sparkles from 'lucide-react/icons/sparkles'
import Users from 'lucide-react/icons/users'
import { ANCHORS } from '../lib/links'
import { useSiteTranslation } from './use-site-translation'

const FEATURES = [
  { key: 'students', Icon: Users },
  { key: 'packages', Icon: Package },
  { key: 'sessions', Icon: ClipboardCheck },
  { key: 'audio', Icon: Mic },
  { key: 'ai', Icon: Sparkles },
  { key: 'clubs', Icon: MapPin },
  { key: 'dashboard', Icon: BellRing },
  { key: 'schedule', Icon: CalendarDays },
] as const

/** 'Recursos' / 'Features': what the app does and what marketing promises (spec §1). */
export function FeaturesSection({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <section
      id={ANCHORS[lang].features}
      aria-labelledby="features-title"
      className="scroll-mt-4 bg-background py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-bold text-lg leading-snug">
                {t(`features.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                {t(`features.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
