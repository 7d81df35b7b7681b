import '~/locales/agenda'
import { addDaysIso, todayIn } from '@shared/domain/dates'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Plus from 'lucide-react/icons/plus'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '~/components/layout/page-header'
import { LoadErrorState } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { profileQuery } from '~/features/profile/api'
import { coachTimeZone } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { agendaKeys } from '~/lib/query-keys'
import { useScreenRefresh } from '~/lib/use-refresh'
import { cn } from '~/lib/utils'
import { agendaQuery } from '../api/lessons'
import { chosenDay, longDayLabel, roundToSlot, weekDays, weekRangeLabel } from '../lib/week'
import { CancelDayButton, CancelledDayBanner } from './cancel-day'
import { DayList } from './day-list'
import { LessonFormDialog, type LessonFormMode } from './lesson-form-dialog'
import { LessonSheet, type LessonSheetExtraActions } from './lesson-sheet'
import { WeekGrid } from './week-grid'
import { WeekStrip } from './week-strip'

/** The next half hour from now ('Nova Aula' without a slot), within the day. */
function nextSlot(now: Date, timeZone: string): string {
  const hm = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  const [h, m] = hm.split(':').map(Number)
  const minutes = Math.min((h ?? 0) * 60 + (m ?? 0) + 30, 23 * 60)
  return roundToSlot(
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  )
}

/**
 * /app/agenda: the chosen day in the URL (`?date=`, or `?week=`), so reload and back
 * work. Phones: the week strip and the day's lessons; desktop (lg): the week grid. 'Nova Aula',
 * the lesson sheet and its actions.
 */
export function AgendaScreen({ ExtraActions }: { ExtraActions?: LessonSheetExtraActions }) {
  const { t, i18n } = useTranslation('agenda')
  const [params, setParams] = useSearchParams()
  const profile = useQuery(profileQuery())
  const timeZone = profile.data?.timezone ?? coachTimeZone()
  const today = todayIn(timeZone)
  const day = chosenDay(params, today)
  const days = weekDays(day)
  const from = days[0]!
  const to = days[6]!
  useScreenRefresh([agendaKeys.all])

  const query = useQuery({ ...agendaQuery(from, to), placeholderData: keepPreviousData })
  const items = query.data && !query.isPlaceholderData ? query.data.items : []
  const counts: Record<string, number> = {}
  for (const item of items) counts[item.date] = (counts[item.date] ?? 0) + 1
  const dayItems = items
    .filter((i) => i.date === day)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const cancelledDays = query.data && !query.isPlaceholderData ? query.data.cancelledDays : []
  const dayCancelled = cancelledDays.find((d) => d.day === day)

  const [form, setForm] = useState<LessonFormMode | null>(null)
  const [open, setOpen] = useState<AgendaOccurrence | null>(null)
  // the open lesson as the latest listing has it (a series occurrence that got its own row
  // — an outcome, a registration — changes id: found again by its series and date)
  const lesson = open
    ? (items.find(
        (i) =>
          i.id === open.id ||
          (open.seriesId !== null &&
            i.seriesId === open.seriesId &&
            i.occurrenceDate === open.occurrenceDate),
      ) ?? open)
    : null

  // `?lesson=<id>` (the dashboard's 'Próximas aulas') opens that lesson once the day's
  // listing has it; the parameter is then dropped, so closing the sheet does not reopen it
  const linked = params.get('lesson')
  const listed = query.data && !query.isPlaceholderData ? query.data.items : null
  useEffect(() => {
    if (!linked || !listed) return
    const found = listed.find((i) => i.id === linked)
    if (found) setOpen(found)
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        p.delete('lesson')
        return p
      },
      { replace: true },
    )
  }, [linked, listed, setParams])

  const go = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      p.delete('week')
      p.set('date', next)
      return p
    })

  const newLesson = (date = day, time?: string) =>
    setForm({ kind: 'create', date, time: time ?? nextSlot(new Date(), timeZone) })

  const range = weekRangeLabel(day, i18n.language)
  const loading = query.isPending || query.isPlaceholderData
  const failed = query.isError && !query.data

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button onClick={() => newLesson()}>
            <Plus aria-hidden />
            {t('page.newLesson')}
          </Button>
        }
      />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={() => go(today)} disabled={day === today}>
            {t('page.today')}
          </Button>
          <div className="flex items-center">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('page.prevWeek')}
              onClick={() => go(addDaysIso(day, -7))}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('page.nextWeek')}
              onClick={() => go(addDaysIso(day, 7))}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <h2
            className="font-semibold text-base tabular-nums sm:text-lg"
            aria-live="polite"
            data-testid="week-range"
          >
            {range}
          </h2>
          <div className="ml-auto">
            <CancelDayButton day={day} />
          </div>
        </div>

        {failed ? (
          <LoadErrorState
            title={t('page.errorTitle')}
            description={t('page.errorDescription')}
            retryLabel={t('page.retry')}
            retryIcon={RefreshCw}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {/* phones and tablets: the week strip and the chosen day */}
            <div className="grid gap-4 lg:hidden">
              <WeekStrip days={days} selected={day} today={today} counts={counts} onSelect={go} />
              <div className="flex items-center justify-between gap-2">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('page.prevDay')}
                  onClick={() => go(addDaysIso(day, -1))}
                >
                  <ChevronLeft aria-hidden />
                </Button>
                <h3 className="font-semibold first-letter:uppercase" data-testid="day-label">
                  {longDayLabel(day, i18n.language)}
                </h3>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('page.nextDay')}
                  onClick={() => go(addDaysIso(day, 1))}
                >
                  <ChevronRight aria-hidden />
                </Button>
              </div>
              {dayCancelled && <CancelledDayBanner day={day} reason={dayCancelled.reason} />}
              {loading ? (
                <div className="grid gap-2" role="status" aria-label={t('page.loading')}>
                  <Skeleton className="h-24 w-full rounded-xl" />
                  <Skeleton className="h-24 w-full rounded-xl" />
                </div>
              ) : (
                <DayList day={day} items={dayItems} onOpen={setOpen} onNew={() => newLesson(day)} />
              )}
            </div>

            {/* desktop: the week grid */}
            <div
              className={cn('hidden lg:block', loading && 'opacity-60')}
              aria-busy={loading || undefined}
            >
              {cancelledDays.length > 0 && (
                <div className="mb-3 grid gap-2">
                  {cancelledDays.map((d) => (
                    <CancelledDayBanner key={d.day} day={d.day} reason={d.reason} withDay />
                  ))}
                </div>
              )}
              {query.isPending ? (
                <Skeleton
                  className="h-[40rem] w-full rounded-xl"
                  role="status"
                  aria-label={t('page.loading')}
                />
              ) : (
                <WeekGrid
                  days={days}
                  today={today}
                  items={query.data?.items ?? []}
                  onOpen={setOpen}
                  onSlot={(d, time) => newLesson(d, time)}
                />
              )}
            </div>
          </>
        )}
      </div>

      <LessonFormDialog mode={form} onOpenChange={(o) => !o && setForm(null)} />
      <LessonSheet
        lesson={lesson}
        onOpenChange={(o) => !o && setOpen(null)}
        onEdit={(item, scope) => {
          setOpen(null)
          setForm({ kind: 'edit', item, scope })
        }}
        ExtraActions={ExtraActions}
      />
    </>
  )
}
