import { creditBadgeTone } from '@shared/domain/credits'
import type { SiteLang } from '@shared/site'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import Mic from 'lucide-react/icons/mic'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import Users from 'lucide-react/icons/users'
import { BrandMark } from '~/components/layout/brand'
import { Badge } from '~/components/ui/badge'
import { useSiteTranslation } from './use-site-translation'

const STUDENTS = [
  { name: 'Mariana Costa', initials: 'MC', credits: 8 },
  { name: 'Pedro Lima', initials: 'PL', credits: 2 },
  { name: 'Júlia Rocha', initials: 'JR', credits: 0 },
]
const WAVE = [6, 12, 18, 10, 20, 14, 8, 16, 22, 12, 6, 14, 18, 10, 6]

/**
 * The app on a phone, drawn in HTML (no screenshot to download): the dashboard's stat cards,
 * an alert, students with their credit badges and an audio feedback. Decorative: one image
 * for assistive technology, described by its label.
 */
export function PhoneMockup({ lang }: { lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  return (
    <div className="relative">
      <BallDecoration />
      <div
        role="img"
        aria-label={t('mockup.label')}
        className="relative h-[548px] w-[290px] rounded-[2.75rem] bg-slate-950 p-3 shadow-2xl shadow-black/40 ring-1 ring-white/15"
      >
        <div className="flex h-full flex-col gap-3 overflow-hidden rounded-[2.1rem] bg-slate-50 px-4 pt-3 text-slate-900">
          <div className="flex items-center justify-between font-semibold text-[11px]">
            <span>9:41</span>
            <span className="h-5 w-20 rounded-full bg-slate-950" />
            <span className="flex gap-0.5">
              <span className="size-1.5 rounded-full bg-slate-900" />
              <span className="size-1.5 rounded-full bg-slate-900" />
              <span className="size-1.5 rounded-full bg-slate-900" />
            </span>
          </div>
          <div className="flex items-center justify-between">
            <div>
              <p className="font-bold text-base leading-tight">{t('mockup.greeting')}</p>
              <p className="text-[11px] text-slate-600">{t('mockup.today')}</p>
            </div>
            <BrandMark className="size-8" />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Stat
              icon={<Users className="size-4" />}
              label={t('mockup.activeStudents')}
              value="24"
            />
            <Stat
              icon={<CalendarCheck className="size-4" />}
              label={t('mockup.classesToday')}
              value="6"
            />
          </div>
          <div className="flex gap-2 rounded-xl border border-warning/50 bg-warning-soft p-2.5 text-warning-soft-foreground">
            <TriangleAlert className="mt-px size-4 shrink-0" />
            <p className="font-medium text-[11px] leading-snug">{t('mockup.alert')}</p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-2.5">
            <p className="mb-1.5 font-semibold text-xs">{t('mockup.students')}</p>
            <ul className="space-y-2">
              {STUDENTS.map((s) => (
                <li key={s.name} className="flex items-center gap-2">
                  <span className="flex size-7 items-center justify-center rounded-full bg-accent font-semibold text-[11px] text-accent-foreground">
                    {s.initials}
                  </span>
                  <span className="flex-1 truncate font-medium text-xs">{s.name}</span>
                  <MockCreditBadge credits={s.credits} lang={lang} />
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl rounded-br-sm bg-primary p-3 text-primary-foreground">
            <div className="flex items-center gap-2">
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-ball text-brand-ball-foreground">
                <Mic className="size-4" />
              </span>
              <span className="flex h-6 flex-1 items-center gap-[3px]">
                {WAVE.map((h, i) => (
                  <span
                    key={i}
                    className="w-[3px] rounded-full bg-white/80"
                    style={{ height: h }}
                  />
                ))}
              </span>
              <span className="text-[11px] tabular-nums">0:42</span>
            </div>
            <p className="mt-1.5 font-medium text-[11px]">{t('mockup.audio')}</p>
          </div>
          <span className="mx-auto mt-auto mb-2 h-1 w-24 shrink-0 rounded-full bg-slate-300" />
        </div>
      </div>
    </div>
  )
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-2.5">
      <span className="flex size-7 items-center justify-center rounded-lg bg-primary/10 text-primary">
        {icon}
      </span>
      <p className="mt-1.5 text-[11px] text-slate-600 leading-tight">{label}</p>
      <p className="font-bold text-2xl tabular-nums leading-tight">{value}</p>
    </div>
  )
}

/** The app's credit badge (spec §9 colours), with this page's texts. */
function MockCreditBadge({ credits, lang }: { credits: number; lang: SiteLang }) {
  const { t } = useSiteTranslation('landing', lang)
  const tone = creditBadgeTone(credits)
  const variant = tone === 'none' ? 'destructive' : tone === 'low' ? 'destructive-soft' : 'success'
  return (
    <Badge variant={variant} className="text-[11px]">
      {tone === 'none' ? t('mockup.noCredits') : t('mockup.credits', { count: credits })}
    </Badge>
  )
}

/** A tennis ball behind the phone: the brand's accent. */
function BallDecoration() {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className="-top-8 -right-10 sm:-right-16 absolute size-40 sm:size-48"
    >
      <circle cx="50" cy="50" r="50" fill="#c5e84a" />
      <path
        d="M14 18c20 16 20 48 0 64M86 18c-20 16-20 48 0 64"
        fill="none"
        stroke="#f4fbdc"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}
