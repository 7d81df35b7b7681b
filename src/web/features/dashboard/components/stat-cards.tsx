import '~/locales/dashboard'
import type { DashboardDto } from '@shared/schemas/dashboard.response'
import type { LucideIcon } from 'lucide-react'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import Star from 'lucide-react/icons/star'
import Users from 'lucide-react/icons/users'
import Wallet from 'lucide-react/icons/wallet'
import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { formatMoney, formatOneDecimal } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'

/** '4,3' / '4.3' (spec §2: one decimal), or the 'N/A' text when there is no rating yet. */
function formatAverageRating(value: number | null, missing: string): string {
  return value === null ? missing : formatOneDecimal(value)
}

function StatCard({
  icon: Icon,
  label,
  value,
  to,
  linkLabel,
  detail,
}: {
  icon: LucideIcon
  label: string
  value: string | undefined
  /** A second, smaller line under the figure (the revenue card: what was received). */
  detail?: string
  /** The card opens a screen (the revenue card: the reports). */
  to?: string
  linkLabel?: string
}) {
  const card = (
    <Card className="h-full flex-col items-start gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5 sm:py-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <dl className="grid min-w-0 gap-0.5 sm:gap-1">
        <dt className="text-muted-foreground text-sm">{label}</dt>
        <dd className="font-bold text-xl tabular-nums leading-tight sm:text-2xl">
          {value === undefined ? (
            <Skeleton className="h-7 w-20" aria-hidden />
          ) : (
            <span className="break-words">{value}</span>
          )}
        </dd>
        {detail && (
          <dd className="break-words text-muted-foreground text-xs sm:text-sm">{detail}</dd>
        )}
      </dl>
      {to && <span className="sr-only">{linkLabel}</span>}
    </Card>
  )
  if (!to) return card
  return (
    <Link
      to={to}
      className="rounded-xl transition-colors hover:[&>[data-slot=card]]:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
    >
      {card}
    </Link>
  )
}

/** The four summary cards (spec §2 Dashboard, §7 Dashboard stats); skeletons while loading. */
export function StatCards({
  data,
  todayToRegister,
}: {
  data: DashboardDto | undefined
  /** Today's agenda lessons not registered yet (the agenda's summary), beside 'Aulas hoje'. */
  todayToRegister?: number
}) {
  const { t } = useTranslation('dashboard')
  return (
    <section
      aria-label={t('stats.label')}
      aria-busy={data ? undefined : true}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        icon={Users}
        label={t('stats.activeStudents')}
        value={data && String(data.totalActiveStudents)}
      />
      <StatCard
        icon={CalendarCheck}
        label={t('stats.todaysSessions')}
        value={data && String(data.todaysSessions)}
        // the spec's figure counts classes registered; the agenda's lessons left to register
        // are said beside it, and the card opens the agenda then
        {...(data && todayToRegister
          ? {
              detail: t('stats.toRegister', { count: todayToRegister }),
              to: '/app/agenda',
              linkLabel: t('stats.openAgenda'),
            }
          : {})}
      />
      <StatCard
        icon={Wallet}
        label={t('stats.monthlyRevenue')}
        value={data && formatMoney(data.monthlyRevenueCents)}
        detail={data && t('stats.received', { amount: formatMoney(data.monthlyReceivedCents) })}
        to="/app/relatorios"
        linkLabel={t('stats.openReports')}
      />
      <StatCard
        icon={Star}
        label={t('stats.averageRating')}
        value={data && formatAverageRating(data.averageRating, t('stats.noRating'))}
      />
    </section>
  )
}
