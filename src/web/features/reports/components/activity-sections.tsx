import '~/locales/reports'
import type { ActivityReport } from '@shared/schemas/reports.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChartTable, DataTable } from '~/components/report-card'
import { useTranslation } from '~/lib/i18n'
import { activityQuery, type Period, reportCsvUrl } from '../api'
import { formatCountBR, formatMonthBR, formatPercentBR, monthCell } from '../lib/format'
import { Figure, InProgressNote } from './money-sections'
import { ReportSection, SeriesChart } from './report-section'

/** The activity report (one query, shared by its four sections). */
function useActivity(period: Period) {
  return useQuery({ ...activityQuery(period), placeholderData: keepPreviousData })
}

const noClasses = (r: ActivityReport) => r.months.every((m) => m.activeStudents === 0)

/** Classes given by month: bars, the total beside the title. */
export function ClassesSection({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const q = useActivity(period)
  return (
    <ReportSection<ActivityReport>
      title={t('classes.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('activity', period)}
      isEmpty={(r) => r.totals.classes === 0}
      emptyText={t('classes.empty')}
      aside={(r) => (
        <span className="font-semibold text-base">
          {t('classes.total', { count: r.totals.classes })}
        </span>
      )}
    >
      {(r) => (
        <>
          <SeriesChart
            label={t('classes.chartLabel', { count: r.totals.classes })}
            data={r.months.map((m) => ({ label: formatMonthBR(m.month), classes: m.classes }))}
            series={[{ key: 'classes', name: t('classes.count'), color: 'var(--chart-1)' }]}
            formatValue={formatCountBR}
          />
          <InProgressNote months={r.months} />
          <ChartTable
            caption={t('classes.title')}
            headers={[t('month'), t('classes.count')]}
            rows={r.months.map((m) => ({
              key: m.month,
              cells: [monthCell(m, t), formatCountBR(m.classes)],
            }))}
          />
        </>
      )}
    </ReportSection>
  )
}

/** Students with a class in each month: a line. */
export function ActiveStudentsSection({
  period,
  className,
}: {
  period: Period
  className?: string
}) {
  const { t } = useTranslation('reports')
  const q = useActivity(period)
  return (
    <ReportSection<ActivityReport>
      title={t('active.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('activity', period)}
      isEmpty={noClasses}
      emptyText={t('active.empty')}
    >
      {(r) => (
        <>
          <SeriesChart
            kind="line"
            label={t('active.chartLabel')}
            data={r.months.map((m) => ({
              label: formatMonthBR(m.month),
              active: m.activeStudents,
            }))}
            series={[{ key: 'active', name: t('active.count'), color: 'var(--chart-4)' }]}
            formatValue={formatCountBR}
          />
          <InProgressNote months={r.months} />
          <p className="text-muted-foreground text-xs">{t('active.help')}</p>
          <ChartTable
            caption={t('active.title')}
            headers={[t('month'), t('active.count')]}
            rows={r.months.map((m) => ({
              key: m.month,
              cells: [monthCell(m, t), formatCountBR(m.activeStudents)],
            }))}
          />
        </>
      )}
    </ReportSection>
  )
}

/** New and lost students: the period's numbers, then month by month. */
export function NewLostSection({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const q = useActivity(period)
  return (
    <ReportSection<ActivityReport>
      title={t('newLost.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('activity', period)}
      isEmpty={(r) => r.totals.newStudents === 0 && r.totals.lostStudents === 0}
      emptyText={t('newLost.empty')}
    >
      {(r) => (
        <>
          <dl className="grid">
            <Figure label={t('newLost.new')} value={formatCountBR(r.totals.newStudents)} />
            <Figure label={t('newLost.lost')} value={formatCountBR(r.totals.lostStudents)} />
          </dl>
          <DataTable
            caption={t('newLost.title')}
            headers={[t('month'), t('newLost.new'), t('newLost.lost')]}
            rows={r.months.map((m) => ({
              key: m.month,
              cells: [monthCell(m, t), formatCountBR(m.newStudents), formatCountBR(m.lostStudents)],
            }))}
          />
          <p className="text-muted-foreground text-xs">{t('newLost.help')}</p>
        </>
      )}
    </ReportSection>
  )
}

/** Retention by month ('72%'; '—' when the next month has not ended or nobody had a class). */
export function RetentionSection({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const q = useActivity(period)
  return (
    <ReportSection<ActivityReport>
      title={t('retention.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('activity', period)}
      isEmpty={noClasses}
      emptyText={t('retention.empty')}
    >
      {(r) => (
        <>
          <p className="text-muted-foreground text-xs">{t('retention.help')}</p>
          <DataTable
            caption={t('retention.title')}
            headers={[t('month'), t('active.count'), t('retention.value')]}
            rows={r.months.map((m) => ({
              key: m.month,
              cells: [
                monthCell(m, t),
                formatCountBR(m.activeStudents),
                m.retention === null ? t('retention.none') : formatPercentBR(m.retention),
              ],
            }))}
          />
          {r.months.some((m) => m.retention === null) && (
            <p className="text-muted-foreground text-xs">{t('retention.noneHelp')}</p>
          )}
        </>
      )}
    </ReportSection>
  )
}
