import '~/locales/reports'
import { todayIn } from '@shared/domain/dates'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Skeleton } from '~/components/ui/skeleton'
import { profileQuery } from '~/features/profile/api'
import { browserTimeZone } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { reportKeys } from '~/lib/query-keys'
import { useScreenRefresh } from '~/lib/use-refresh'
import { periodFromParams, periodToParams, type ResolvedPeriod } from '../lib/period'
import {
  ActiveStudentsSection,
  ClassesSection,
  NewLostSection,
  RetentionSection,
} from './activity-sections'
import { AtRiskSection } from './at-risk-section'
import { ExportsCard } from './exports-card'
import { LiabilitySection, PaymentMethodsSection, RevenueSection } from './money-sections'
import { PeriodPicker } from './period-picker'

/**
 * /app/relatorios: the period picker (in the URL, computed from the coach's
 * today in her zone), then each report in its own section with its own query, chart, table
 * alternative and CSV, the students at risk, and the accountant's exports.
 */
export function ReportsScreen() {
  const { t } = useTranslation('reports')
  const [params, setParams] = useSearchParams()
  const profile = useQuery(profileQuery())
  useScreenRefresh([reportKeys.all])
  // the coach's zone decides what 'this month' is; the browser's only when the profile fails
  const timeZone = profile.data?.timezone ?? (profile.isError ? browserTimeZone() : null)
  if (timeZone === null) {
    return (
      <div aria-busy className="grid gap-4">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-10 w-full max-w-md" aria-hidden />
        <Skeleton className="h-72 w-full" aria-hidden />
      </div>
    )
  }
  const today = todayIn(timeZone)
  const period = periodFromParams(params, today)
  const change = (next: ResolvedPeriod) =>
    setParams((prev) => periodToParams(prev, next), { replace: true, preventScrollReset: true })

  return (
    <div className="grid gap-4 sm:gap-6">
      <PeriodPicker
        key={`${period.kind}-${period.kind === 'personalizado' ? '' : period.from}`}
        period={period}
        today={today}
        onChange={change}
      />
      <RevenueSection period={period} />
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
        <ClassesSection period={period} />
        <ActiveStudentsSection period={period} />
        <NewLostSection period={period} />
        <RetentionSection period={period} />
      </div>
      <AtRiskSection today={today} />
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
        <LiabilitySection period={period} />
        <PaymentMethodsSection period={period} />
      </div>
      <ExportsCard period={period} />
    </div>
  )
}
