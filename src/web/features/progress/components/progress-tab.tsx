import '~/locales/progress'
import { PROGRESS_PERIODS, type ProgressPeriod } from '@shared/constants'
import type { ProgressReport } from '@shared/schemas/progress.response'
import type { StudentDetail } from '@shared/schemas/students.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import LineChartIcon from 'lucide-react/icons/chart-line'
import Plus from 'lucide-react/icons/plus'
import Printer from 'lucide-react/icons/printer'
import { Link, useSearchParams } from 'react-router'
import { pressedToggleClass } from '~/components/choice-toggles'
import { EmptyState } from '~/components/empty-state'
import { LoadErrorState } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { Toggle } from '~/components/ui/toggle'
import { profileQuery } from '~/features/profile/api'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { progressQuery } from '../api'
import { PageLinkCard } from './page-link-card'
import { ProgressSkeleton } from './progress-skeleton'
import { RatingCard } from './rating-card'
import { AttendanceCard, CreditsCard, NotesCard, SuggestionsCard } from './report-cards'
import { SummaryCard } from './summary-card'
import { TagsCard } from './tags-card'

const PERIOD_PARAM = 'periodo'
const WIDE = 'lg:col-span-3 print:col-span-3'
const NARROW = 'lg:col-span-2 print:col-span-2'
const FULL = 'md:col-span-2 lg:col-span-6 print:col-span-6'
const DEFAULT_PERIOD: ProgressPeriod = '90d'

function periodFromParam(value: string | null): ProgressPeriod {
  return (PROGRESS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as ProgressPeriod)
    : DEFAULT_PERIOD
}

/**
 * The 'Progresso' tab of the student profile: the period toggle,
 * the summary for the student, the report's cards, and the student's page link. It is the
 * printable report: `data-print-report` keeps it (and only it) on paper (app.css).
 * Loaded lazily by the profile (recharts stays out of the profile's first bundle).
 */
export default function ProgressTab({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('progress')
  const [params, setParams] = useSearchParams()
  const period = periodFromParam(params.get(PERIOD_PARAM))
  const query = useQuery({
    ...progressQuery(student.id, period),
    placeholderData: keepPreviousData,
  })
  const report = query.data

  const choose = (next: ProgressPeriod) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        if (next === DEFAULT_PERIOD) out.delete(PERIOD_PARAM)
        else out.set(PERIOD_PARAM, next)
        return out
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <div data-print-report className="grid gap-4 print:gap-2 print:text-sm">
      <PrintHeader student={student} report={report} period={period} />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <fieldset className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{t('periodLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {PROGRESS_PERIODS.map((value) => (
              <Toggle
                key={value}
                variant="outline"
                size="sm"
                pressed={period === value}
                onPressedChange={() => choose(value)}
                className={cn('min-w-18 px-3', pressedToggleClass)}
              >
                {t(`periods.${value}`)}
              </Toggle>
            ))}
          </div>
        </fieldset>
        <Button variant="outline" onClick={() => window.print()} disabled={!report}>
          <Printer aria-hidden />
          {t('print')}
        </Button>
      </div>
      {report ? (
        <>
          {report.period === period && <PeriodLine report={report} />}
          {report.attendance.lastClassDate === null && report.ratings.length === 0 ? (
            <EmptyState
              icon={LineChartIcon}
              title={t('emptyTitle')}
              description={t('emptyDescription')}
              action={
                <Button asChild>
                  <Link to="/app/sessions/new">
                    <Plus aria-hidden />
                    {t('emptyAction')}
                  </Link>
                </Button>
              }
            />
          ) : (
            <div
              aria-busy={query.isPlaceholderData || undefined}
              className={cn(
                'grid gap-4 transition-opacity print:gap-2',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              <SummaryCard key={period} student={student} period={period} />
              {/* two charts side by side, then three cards, then the exercises (paper too) */}
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-6 print:grid-cols-6 print:gap-2">
                <RatingCard report={report} className={WIDE} />
                <TagsCard report={report} className={WIDE} />
                <AttendanceCard report={report} className={NARROW} />
                <CreditsCard report={report} className={NARROW} />
                <NotesCard report={report} className={NARROW} />
                <SuggestionsCard report={report} className={FULL} />
              </div>
            </div>
          )}
        </>
      ) : query.isPending ? (
        <ProgressSkeleton label={t('loading')} />
      ) : (
        <LoadErrorState
          title={t('loadErrorTitle')}
          description={t('loadErrorDescription')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      <PageLinkCard student={student} />
    </div>
  )
}

function periodText(
  t: (key: string, options?: Record<string, unknown>) => string,
  report: ProgressReport,
) {
  return report.from
    ? t('periodRange', { from: formatDate(report.from), to: formatDate(report.to) })
    : t('periodAll', { to: formatDate(report.to) })
}

function PeriodLine({ report }: { report: ProgressReport }) {
  const { t } = useTranslation('progress')
  return (
    <p className="text-muted-foreground text-sm tabular-nums print:hidden">
      {periodText(t, report)}
    </p>
  )
}

/** The printed page's heading: the report, the student, the period and the coach. */
function PrintHeader({
  student,
  report,
  period,
}: {
  student: StudentDetail
  report: ProgressReport | undefined
  period: ProgressPeriod
}) {
  const { t } = useTranslation('progress')
  const profile = useQuery(profileQuery())
  const coach = profile.data?.name.trim()
  return (
    <header className="hidden border-b pb-2 print:block">
      <p className="font-bold text-lg">{t('printHeader.title')}</p>
      <p className="font-semibold">{t('printHeader.student', { name: student.name })}</p>
      <p className="text-xs">
        {t('printHeader.period', {
          period: report
            ? `${t(`periods.${period}`)} (${periodText(t, report)})`
            : t(`periods.${period}`),
        })}
        {coach ? ` · ${t('printHeader.coach', { name: coach })}` : ''}
      </p>
    </header>
  )
}
