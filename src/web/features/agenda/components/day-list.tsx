import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import CalendarX2 from 'lucide-react/icons/calendar-x-2'
import MapPin from 'lucide-react/icons/map-pin'
import Plus from 'lucide-react/icons/plus'
import Repeat from 'lucide-react/icons/repeat'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { longDayLabel } from '../lib/week'
import { LessonBadges, useLessonSummary } from './lesson-bits'

/** The chosen day's lessons as a list (phone), or the empty-day state with 'Nova Aula'. */
export function DayList({
  day,
  items,
  onOpen,
  onNew,
}: {
  day: string
  items: AgendaOccurrence[]
  onOpen: (item: AgendaOccurrence) => void
  onNew: () => void
}) {
  const { t, i18n } = useTranslation('agenda')
  const summary = useLessonSummary()
  if (!items.length) {
    return (
      <EmptyState
        icon={CalendarX2}
        title={t('page.emptyDay')}
        description={t('page.emptyDayHint')}
        action={
          <Button onClick={onNew}>
            <Plus aria-hidden />
            {t('page.newLesson')}
          </Button>
        }
      />
    )
  }
  return (
    <ul
      aria-label={t('page.dayList', { day: longDayLabel(day, i18n.language) })}
      className="grid gap-2"
      data-testid="day-list"
    >
      {items.map((item) => {
        const cancelled = item.status === 'cancelled'
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item)}
              className={cn(
                'flex w-full items-stretch gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:bg-accent/60',
                'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'w-1 shrink-0 rounded-full',
                  cancelled
                    ? 'bg-muted'
                    : item.state === 'pending'
                      ? 'bg-warning'
                      : item.state === 'done'
                        ? 'bg-success'
                        : 'bg-primary',
                )}
              />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      'font-semibold tabular-nums',
                      cancelled && 'text-muted-foreground line-through',
                    )}
                  >
                    {t('lesson.timeRange', {
                      start: formatClock(item.time),
                      end: formatClock(item.endTime),
                    })}
                  </span>
                  <LessonBadges item={item} className="justify-end" />
                </span>
                <span className={cn('truncate font-medium', cancelled && 'text-muted-foreground')}>
                  {summary(item)}
                </span>
                {item.title && item.students.length > 0 && (
                  <span className="truncate text-muted-foreground text-sm">
                    {item.students.map((s) => s.name).join(', ')}
                  </span>
                )}
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5" aria-hidden />
                    {item.club?.name ?? t('lesson.noClub')}
                  </span>
                  {item.seriesId && (
                    <span className="inline-flex items-center gap-1">
                      <Repeat className="size-3.5" aria-hidden />
                      {t('lesson.weekly')}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
