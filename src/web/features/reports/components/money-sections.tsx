import '~/locales/payments'
import '~/locales/reports'
import type {
  LiabilityReport,
  PaymentMethodsReport,
  RevenueReport,
} from '@shared/schemas/reports.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChartTable, DataTable } from '~/components/report-card'
import { formatMoney } from '~/lib/formats'
import { i18n, useTranslation } from '~/lib/i18n'
import {
  liabilityQuery,
  type Period,
  paymentMethodsQuery,
  reportCsvUrl,
  revenueQuery,
} from '../api'
import { formatBRLCompact, formatCountBR, formatMonthBR, monthCell } from '../lib/format'
import { ReportSection, SeriesChart } from './report-section'

/** Another period's figures stay on screen (dimmed) while the next ones load. */
const query = { placeholderData: keepPreviousData }

/**
 * Under a chart whose last month is today's: its figures are not final (the months after today
 * are not in the reports at all).
 */
export function InProgressNote({ months }: { months: { month: string; inProgress: boolean }[] }) {
  const { t } = useTranslation('reports')
  const current = months.find((m) => m.inProgress)
  if (!current) return null
  return (
    <p className="text-muted-foreground text-xs">
      {t('inProgressNote', { month: formatMonthBR(current.month) })}
    </p>
  )
}

/** Revenue sold (package prices by start) × received (payments) by month: grouped bars + totals. */
export function RevenueSection({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const q = useQuery({ ...revenueQuery(period), ...query })
  return (
    <ReportSection<RevenueReport>
      title={t('revenue.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('revenue', period)}
      isEmpty={(r) => r.totals.soldCents === 0 && r.totals.receivedCents === 0}
      emptyText={t('revenue.empty')}
      aside={(r) => (
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          <div className="flex items-baseline gap-1.5">
            <dt className="text-muted-foreground">{t('revenue.sold')}</dt>
            <dd className="font-semibold">{formatMoney(r.totals.soldCents)}</dd>
          </div>
          <div className="flex items-baseline gap-1.5">
            <dt className="text-muted-foreground">{t('revenue.received')}</dt>
            <dd className="font-semibold">{formatMoney(r.totals.receivedCents)}</dd>
          </div>
        </dl>
      )}
    >
      {(r) => (
        <>
          <SeriesChart
            label={t('revenue.chartLabel', {
              sold: formatMoney(r.totals.soldCents),
              received: formatMoney(r.totals.receivedCents),
            })}
            data={r.months.map((m) => ({
              label: formatMonthBR(m.month),
              sold: m.soldCents,
              received: m.receivedCents,
            }))}
            series={[
              { key: 'sold', name: t('revenue.sold'), color: 'var(--chart-4)' },
              { key: 'received', name: t('revenue.received'), color: 'var(--chart-2)' },
            ]}
            formatValue={formatMoney}
            formatTick={formatBRLCompact}
          />
          <InProgressNote months={r.months} />
          <p className="text-muted-foreground text-xs">{t('revenue.help')}</p>
          <ChartTable
            caption={t('revenue.title')}
            headers={[t('month'), t('revenue.sold'), t('revenue.received')]}
            rows={[
              ...r.months.map((m) => ({
                key: m.month,
                cells: [monthCell(m, t), formatMoney(m.soldCents), formatMoney(m.receivedCents)],
              })),
              {
                key: 'total',
                cells: [
                  t('total'),
                  formatMoney(r.totals.soldCents),
                  formatMoney(r.totals.receivedCents),
                ],
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  )
}

/** Credits sold and not yet used, and what they are worth (price per class). */
export function LiabilitySection({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const q = useQuery({ ...liabilityQuery(period), ...query })
  return (
    <ReportSection<LiabilityReport>
      title={t('liability.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('liability', period)}
    >
      {(r) => (
        <>
          <dl className="grid">
            <Figure
              label={t('liability.credits')}
              value={t('liability.creditsValue', { count: r.unusedCredits })}
            />
            <Figure label={t('liability.value')} value={formatMoney(r.liabilityCents)} />
            <Figure label={t('liability.packages')} value={formatCountBR(r.packages)} />
          </dl>
          <p className="text-muted-foreground text-xs">{t('liability.help')}</p>
        </>
      )}
    </ReportSection>
  )
}

/** Payments received in the period by method: bars + the table (always shown). */
export function PaymentMethodsSection({
  period,
  className,
}: {
  period: Period
  className?: string
}) {
  const { t } = useTranslation('reports')
  const q = useQuery({ ...paymentMethodsQuery(period), ...query })
  return (
    <ReportSection<PaymentMethodsReport>
      title={t('methods.title')}
      query={q}
      className={className}
      csvHref={reportCsvUrl('payment-methods', period)}
      isEmpty={(r) => r.methods.every((m) => m.count === 0)}
      emptyText={t('methods.empty')}
    >
      {(r) => {
        const methods = r.methods.filter((m) => m.count > 0)
        const total = methods.reduce((sum, m) => sum + m.amountCents, 0)
        const count = methods.reduce((sum, m) => sum + m.count, 0)
        return (
          <>
            <SeriesChart
              label={t('methods.chartLabel', { total: formatMoney(total) })}
              data={methods.map((m) => ({
                label: i18n.t(`methods.${m.method}`, { ns: 'payments' }),
                amount: m.amountCents,
              }))}
              series={[{ key: 'amount', name: t('methods.amount'), color: 'var(--chart-1)' }]}
              formatValue={formatMoney}
              formatTick={formatBRLCompact}
            />
            <DataTable
              caption={t('methods.title')}
              headers={[t('methods.method'), t('methods.count'), t('methods.amount')]}
              rows={methods.map((m) => ({
                key: m.method,
                cells: [
                  i18n.t(`methods.${m.method}`, { ns: 'payments' }),
                  formatCountBR(m.count),
                  formatMoney(m.amountCents),
                ],
              }))}
              footer={[t('total'), formatCountBR(count), formatMoney(total)]}
            />
          </>
        )
      }}
    </ReportSection>
  )
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1.5 last:border-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}
