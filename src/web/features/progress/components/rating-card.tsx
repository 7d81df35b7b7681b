import '~/locales/progress'
import { shortenText } from '@shared/domain/whatsapp'
import type { ProgressReport } from '@shared/schemas/progress.response'
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { ChartTable, ReportCard } from '~/components/report-card'
import { formatDate, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { formatAverage, formatChange } from '../lib/format'
import { ChangeNote } from './chart-card'

interface Point {
  key: string
  label: string
  date: string
  rating: number
  note: string
}

const TOOLTIP_NOTE_MAX = 120

function RatingTooltip({
  active,
  payload,
}: {
  active?: boolean
  payload?: ReadonlyArray<{ payload?: unknown }>
}) {
  const { t } = useTranslation('progress')
  const point = payload?.[0]?.payload as Point | undefined
  if (!active || !point) return null
  return (
    <div className="max-w-60 rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
      <p className="font-medium tabular-nums">{formatDate(point.date)}</p>
      <p className="tabular-nums">
        {t('rating.note')}: {t('rating.value', { rating: point.rating })}
      </p>
      {point.note && (
        <p className="mt-1 text-muted-foreground">{shortenText(point.note, TOOLTIP_NOTE_MAX)}</p>
      )}
    </div>
  )
}

/**
 * Rating over time: one point per rated class, its tooltip with the date,
 * the rating and the coach's note (shortened); the average and its change beside the title;
 * the numbers as a table under 'Ver como tabela'.
 */
export function RatingCard({ report, className }: { report: ProgressReport; className?: string }) {
  const { t } = useTranslation('progress')
  const points: Point[] = report.ratings.map((r) => ({
    key: r.sessionId,
    label: formatDayMonth(r.date),
    date: r.date,
    rating: r.rating,
    note: r.note,
  }))
  const average = report.averageRating
  const previous = report.previousAverageRating
  const delta = average !== null && previous !== null ? average - previous : null

  const aside = (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="text-muted-foreground">{t('rating.average')}</span>
      <span className="font-semibold text-lg tabular-nums">
        {average === null ? t('rating.noAverage') : formatAverage(average)}
      </span>
      {delta !== null ? (
        <ChangeNote
          text={`${formatChange(delta, 1)} ${t('change.previous')}`}
          tone={delta > 0.04 ? 'up' : delta < -0.04 ? 'down' : 'flat'}
        />
      ) : (
        average !== null &&
        report.period !== 'all' && <ChangeNote text={t('change.none')} tone="flat" />
      )}
    </p>
  )

  return (
    <ReportCard title={t('rating.title')} aside={aside} className={className}>
      {points.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('emptyPeriod')}</p>
      ) : (
        <>
          <div
            role="img"
            aria-label={t('rating.chartLabel', {
              average: average === null ? t('rating.noAverage') : formatAverage(average),
            })}
            className="h-52 w-full"
          >
            <ResponsiveContainer
              width="100%"
              height="100%"
              initialDimension={{ width: 320, height: 200 }}
            >
              <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
                <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis
                  dataKey="label"
                  tickLine={false}
                  axisLine={false}
                  interval="preserveStartEnd"
                  minTickGap={24}
                  fontSize={12}
                  tick={{ fill: 'var(--muted-foreground)' }}
                />
                <YAxis
                  domain={[1, 5]}
                  padding={{ top: 8, bottom: 8 }}
                  ticks={[1, 2, 3, 4, 5]}
                  allowDecimals={false}
                  tickLine={false}
                  axisLine={false}
                  width={44}
                  fontSize={12}
                  tick={{ fill: 'var(--muted-foreground)' }}
                />
                <Tooltip
                  content={(props) => (
                    <RatingTooltip active={props.active} payload={props.payload} />
                  )}
                />
                <Line
                  type="linear"
                  dataKey="rating"
                  stroke="var(--primary)"
                  strokeWidth={2}
                  dot={{ r: 3, fill: 'var(--primary)' }}
                  activeDot={{ r: 5 }}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <ChartTable
            caption={t('rating.title')}
            headers={[t('rating.date'), t('rating.note'), t('rating.comment')]}
            rows={report.ratings.map((r) => ({
              key: r.sessionId,
              cells: [
                formatDate(r.date),
                t('rating.value', { rating: r.rating }),
                r.note || t('rating.noComment'),
              ],
            }))}
          />
        </>
      )}
    </ReportCard>
  )
}
