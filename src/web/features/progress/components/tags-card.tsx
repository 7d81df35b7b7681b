import '~/locales/progress'
import { shortenText } from '@shared/domain/whatsapp'
import type { ProgressReport } from '@shared/schemas/progress.response'
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import { ChartTable, ReportCard } from '~/components/report-card'
import { focusTagLabel } from '~/lib/focus-tags'
import { useTranslation } from '~/lib/i18n'
import { formatChange } from '../lib/format'

const TAG_LABEL_MAX = 14

/**
 * Focus tags worked: horizontal bars (names readable at 390 px), each with its
 * count and the change against the previous period ("5 (+2)"); the numbers as a table.
 */
export function TagsCard({ report, className }: { report: ProgressReport; className?: string }) {
  const { t } = useTranslation('progress')
  const comparable = report.period !== 'all'
  const data = report.tags.map((tag) => {
    const change = formatChange(tag.count - tag.previousCount)
    return {
      tag: focusTagLabel(tag.tag),
      count: tag.count,
      label: comparable ? t('tags.bar', { count: tag.count, change }) : String(tag.count),
      change,
    }
  })

  return (
    <ReportCard title={t('tags.title')} className={className}>
      {data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('tags.empty')}</p>
      ) : (
        <>
          <div
            role="img"
            aria-label={t('tags.chartLabel')}
            className="w-full"
            style={{ height: data.length * 32 + 16 }}
          >
            <ResponsiveContainer
              width="100%"
              height="100%"
              initialDimension={{ width: 320, height: data.length * 32 + 16 }}
            >
              <BarChart
                data={data}
                layout="vertical"
                margin={{ top: 4, right: 56, bottom: 4, left: 0 }}
                barCategoryGap={6}
              >
                <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
                <YAxis
                  type="category"
                  dataKey="tag"
                  width={104}
                  tickLine={false}
                  axisLine={false}
                  fontSize={12}
                  tick={{ fill: 'var(--foreground)' }}
                  tickFormatter={(v: string) => shortenText(v, TAG_LABEL_MAX)}
                />
                <Bar
                  dataKey="count"
                  fill="var(--chart-1)"
                  radius={[0, 4, 4, 0]}
                  isAnimationActive={false}
                  minPointSize={2}
                >
                  <LabelList
                    dataKey="label"
                    position="right"
                    fontSize={12}
                    fill="var(--foreground)"
                  />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ChartTable
            caption={t('tags.title')}
            headers={
              comparable
                ? [t('tags.tag'), t('tags.count'), t('tags.previous'), t('tags.difference')]
                : [t('tags.tag'), t('tags.count')]
            }
            rows={report.tags.map((tag, i) => ({
              key: tag.tag,
              cells: comparable
                ? [focusTagLabel(tag.tag), tag.count, tag.previousCount, data[i]!.change]
                : [focusTagLabel(tag.tag), tag.count],
            }))}
          />
        </>
      )}
    </ReportCard>
  )
}
