import '~/locales/agenda'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { longDayLabel } from '../lib/week'

/**
 * The phone's week strip: Monday to Sunday, day name and number, a dot on days with
 * lessons, today highlighted, the chosen day selected.
 */
export function WeekStrip({
  days,
  selected,
  today,
  counts,
  onSelect,
}: {
  days: string[]
  selected: string
  today: string
  counts: Record<string, number>
  onSelect: (day: string) => void
}) {
  const { t, i18n } = useTranslation('agenda')
  return (
    <ul
      aria-label={t('page.weekStrip')}
      className="grid grid-cols-7 gap-1"
      data-testid="week-strip"
    >
      {days.map((day, i) => {
        const count = counts[day] ?? 0
        const isSelected = day === selected
        const isToday = day === today
        const label = [
          longDayLabel(day, i18n.language),
          isToday ? t('page.todayMark') : null,
          count ? t('page.dayLessons', { count }) : null,
        ]
          .filter(Boolean)
          .join(', ')
        return (
          <li key={day}>
            <button
              type="button"
              aria-label={label}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => onSelect(day)}
              className={cn(
                'flex min-h-16 w-full flex-col items-center justify-center gap-0.5 rounded-lg border border-transparent text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                isSelected
                  ? 'bg-primary text-primary-foreground'
                  : 'hover:bg-accent hover:text-accent-foreground',
                isToday && !isSelected && 'border-primary text-primary',
              )}
            >
              <span className="text-xs font-medium uppercase">{t(`weekdays.${i + 1}`)}</span>
              <span className="text-lg font-semibold tabular-nums leading-tight">
                {Number(day.slice(8))}
              </span>
              <span
                aria-hidden
                className={cn(
                  'size-1.5 rounded-full',
                  count ? (isSelected ? 'bg-primary-foreground' : 'bg-primary') : 'bg-transparent',
                )}
              />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
