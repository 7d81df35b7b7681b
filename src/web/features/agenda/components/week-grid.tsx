import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { useEffect, useRef } from 'react'
import { formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import {
  GRID_END_HOUR,
  GRID_START_HOUR,
  gridSlots,
  HOUR_PX,
  lessonBadges,
  longDayLabel,
  minutesOf,
  placeDay,
  SLOT_MINUTES,
  weekGridColumns,
  weekRangeLabel,
} from '../lib/week'
import { useLessonSummary } from './lesson-bits'

const HOURS = Array.from(
  { length: GRID_END_HOUR - GRID_START_HOUR },
  (_, i) => `${String(GRID_START_HOUR + i).padStart(2, '0')}:00`,
)
const SLOTS = gridSlots()
const SLOT_PX = (SLOT_MINUTES / 60) * HOUR_PX
const GRID_PX = (GRID_END_HOUR - GRID_START_HOUR) * HOUR_PX

/**
 * The desktop week: Monday–Sunday × 06:00–23:00, lessons as blocks placed by time
 * and duration, overlapping ones side by side in a day widened for them (`weekGridColumns`). An
 * empty half hour opens 'Nova Aula' there
 * (the slots are mouse targets; the keyboard has the header's 'Nova Aula').
 */
export function WeekGrid({
  days,
  today,
  items,
  onOpen,
  onSlot,
}: {
  days: string[]
  today: string
  items: AgendaOccurrence[]
  onOpen: (item: AgendaOccurrence) => void
  onSlot: (day: string, time: string) => void
}) {
  const { t, i18n } = useTranslation('agenda')
  const summary = useLessonSummary()
  const byDay = new Map(days.map((d) => [d, [] as AgendaOccurrence[]]))
  for (const item of items) byDay.get(item.date)?.push(item)
  const placed = new Map(days.map((d) => [d, placeDay(byDay.get(d) ?? [])]))
  const template = weekGridColumns(
    days.map((d) => Math.max(1, ...(placed.get(d) ?? []).map((p) => p.columns))),
  )

  // opens on the week's first lesson (or 07:00), an hour before it
  const scroller = useRef<HTMLDivElement>(null)
  const weekItems = items.filter((i) => byDay.has(i.date))
  const first = weekItems.length ? Math.min(...weekItems.map((i) => minutesOf(i.time))) : 8 * 60
  const scrollTop = Math.max(0, ((first - 60) / 60 - GRID_START_HOUR) * HOUR_PX)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the week changes
  useEffect(() => {
    scroller.current?.scrollTo({ top: scrollTop })
  }, [days[0]])

  return (
    <section
      aria-label={t('grid.label', { range: weekRangeLabel(days[0]!, i18n.language) })}
      className="overflow-hidden rounded-xl border bg-card"
      data-testid="week-grid"
    >
      <div
        ref={scroller}
        className="max-h-[max(28rem,calc(100dvh-15rem))] overflow-auto"
        data-testid="week-grid-scroll"
      >
        <div
          className="sticky top-0 z-20 grid border-b bg-card"
          style={{ gridTemplateColumns: template }}
        >
          <div />
          {days.map((day, i) => {
            const isToday = day === today
            return (
              <div
                key={day}
                className="flex flex-col items-center border-l py-2 text-sm"
                aria-current={isToday ? 'date' : undefined}
              >
                <span className="text-muted-foreground text-xs font-medium uppercase">
                  {t(`weekdays.${i + 1}`)}
                </span>
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full text-base font-semibold tabular-nums',
                    isToday && 'bg-primary text-primary-foreground',
                  )}
                >
                  {Number(day.slice(8))}
                </span>
              </div>
            )
          })}
        </div>
        <div className="grid" style={{ gridTemplateColumns: template }}>
          <div className="relative" style={{ height: GRID_PX }} aria-hidden>
            {HOURS.map((hour, i) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-muted-foreground text-xs tabular-nums"
                style={{ top: i * HOUR_PX }}
              >
                {i === 0 ? '' : formatClock(hour)}
              </span>
            ))}
          </div>
          {days.map((day) => {
            const dayLabel = longDayLabel(day, i18n.language)
            return (
              <div
                key={day}
                className={cn('relative border-l', day === today && 'bg-primary/[0.03]')}
                style={{ height: GRID_PX }}
                data-day={day}
              >
                {SLOTS.map((time, i) => (
                  <button
                    key={time}
                    type="button"
                    tabIndex={-1}
                    aria-label={t('grid.slot', { day: dayLabel, time: formatClock(time) })}
                    onClick={() => onSlot(day, time)}
                    className={cn(
                      'absolute inset-x-0 block cursor-pointer hover:bg-accent/70',
                      i % 2 === 0
                        ? 'border-t border-border/70'
                        : 'border-t border-border/30 border-dashed',
                    )}
                    style={{ top: i * SLOT_PX, height: SLOT_PX }}
                  />
                ))}
                {(placed.get(day) ?? []).map(({ item, top, height, column, columns }) => {
                  const cancelled = item.status === 'cancelled'
                  const text = summary(item)
                  const badges = lessonBadges(item)
                  const status = badges.map((b) => t(`badges.${b}`)).join(' · ')
                  const done = badges.includes('done')
                  const pendingLesson = badges.includes('pending')
                  const names = item.students.map((s) => s.name).join(', ')
                  return (
                    <button
                      key={item.id}
                      type="button"
                      onClick={() => onOpen(item)}
                      title={[
                        `${formatClock(item.time)} – ${formatClock(item.endTime)}`,
                        status,
                        text,
                        item.title ? names : '',
                        item.club?.name,
                      ]
                        .filter(Boolean)
                        .join('\n')}
                      className={cn(
                        'absolute z-10 flex flex-col overflow-hidden rounded-md border px-1.5 py-0.5 text-left text-xs leading-[1.2rem] shadow-xs transition-shadow hover:shadow-md',
                        'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
                        cancelled
                          ? 'border-border bg-muted text-muted-foreground'
                          : pendingLesson
                            ? 'border-warning border-l-4 bg-warning-soft text-foreground'
                            : done
                              ? 'border-success/50 border-l-4 bg-success-soft text-foreground'
                              : item.overlaps
                                ? 'border-warning bg-primary/15 text-foreground'
                                : 'border-primary/40 bg-primary/15 text-foreground',
                      )}
                      style={{
                        top: top + 1,
                        height: height - 2,
                        left: `calc(${(column / columns) * 100}% + 2px)`,
                        width: `calc(${100 / columns}% - 4px)`,
                      }}
                    >
                      <span className="sr-only">{dayLabel}, </span>
                      <span className="truncate">
                        <span
                          className={cn('font-semibold tabular-nums', cancelled && 'line-through')}
                        >
                          {/* with a status, the start alone leaves room for it */}
                          {status ? (
                            <>
                              {formatClock(item.time)}
                              <span className="sr-only"> – {formatClock(item.endTime)}</span>
                            </>
                          ) : (
                            `${formatClock(item.time)} – ${formatClock(item.endTime)}`
                          )}
                        </span>
                        {status && (
                          <span
                            className={cn(
                              'ml-1 font-semibold',
                              cancelled
                                ? 'text-destructive'
                                : done
                                  ? 'text-success-soft-foreground'
                                  : 'text-warning-soft-foreground',
                            )}
                          >
                            · {status}
                          </span>
                        )}
                      </span>
                      <span className="truncate font-medium">{text}</span>
                      {item.title && names && <span className="truncate">{names}</span>}
                      {item.club && (
                        <span className="truncate text-muted-foreground">{item.club.name}</span>
                      )}
                    </button>
                  )
                })}
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
