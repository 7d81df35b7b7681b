import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { axisWidth } from '../lib/axis-width'

export interface ChartSeries {
  key: string
  name: string
  color: string
}

/**
 * A bar (or line) chart of a report by month or by method: one or more series side by side,
 * readable at 390 px (ticks thinned, values in the tooltip). Loaded lazily by the screen, so
 * recharts stays out of the app's first bundle; the numbers are in the card's table too.
 */
export default function SeriesChart({
  data,
  series,
  kind = 'bar',
  label,
  formatValue,
  formatTick = formatValue,
}: {
  data: Record<string, string | number>[]
  series: ChartSeries[]
  kind?: 'bar' | 'line'
  /** What the chart shows, for screen readers (the table has the numbers). */
  label: string
  formatValue: (value: number) => string
  formatTick?: (value: number) => string
}) {
  const yWidth = axisWidth(
    data,
    series.map((s) => s.key),
    formatTick,
  )
  const axes = (
    <>
      <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={false}
        interval="preserveStartEnd"
        minTickGap={12}
        fontSize={12}
        tick={{ fill: 'var(--muted-foreground)' }}
      />
      <YAxis
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        width={yWidth}
        fontSize={12}
        tickFormatter={(v: number) => formatTick(v)}
        tick={{ fill: 'var(--muted-foreground)' }}
      />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
        contentStyle={{
          background: 'var(--popover)',
          border: '1px solid var(--border)',
          borderRadius: 8,
          fontSize: 12,
        }}
      />
      {/* the series in their order (sold, then received), not sorted by name */}
      {series.length > 1 && <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />}
    </>
  )
  return (
    <div role="img" aria-label={label} className="h-56 w-full">
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 320, height: 220 }}
      >
        {kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            {axes}
            {series.map((s) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                strokeWidth={2}
                dot={{ r: 3, fill: s.color }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            {axes}
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                radius={[4, 4, 0, 0]}
                maxBarSize={40}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  )
}
