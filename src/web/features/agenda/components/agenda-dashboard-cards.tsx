import '~/locales/attendance'
import type { AgendaOccurrence, AgendaSummary } from '@shared/schemas/agenda.response'
import { useQuery } from '@tanstack/react-query'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import CalendarDays from 'lucide-react/icons/calendar-days'
import ClipboardList from 'lucide-react/icons/clipboard-list'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { agendaSummaryQuery } from '../api/attendance'
import { RegisterLessonButton } from './register-lesson-button'
import { type MakeupTarget, ScheduleMakeupButton } from './schedule-makeup'

const names = (o: AgendaOccurrence) => o.title ?? o.students.map((s) => s.name).join(', ')

function Loading() {
  return (
    <ul className="grid gap-2" aria-busy="true">
      {[0, 1].map((i) => (
        <li key={i} aria-hidden>
          <Skeleton className="h-12 w-full" />
        </li>
      ))}
    </ul>
  )
}

/**
 * The dashboard's agenda cards, from GET /api/agenda/summary: 'Próximas
 * aulas' (today's lessons still to come: time, students, club; 'Ver agenda') and, when there
 * are any, 'Aulas pendentes de registro' with 'Registrar' on each. 'Aulas hoje' of the stat
 * cards keeps counting registered classes.
 */
export function AgendaDashboardCards() {
  const { t } = useTranslation('attendance')
  const summary = useQuery(agendaSummaryQuery())
  const data = summary.data
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card role="region" className="gap-4" aria-labelledby="agenda-upcoming-title">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle asChild className="flex items-center gap-2 text-lg">
            <h2 id="agenda-upcoming-title">
              <CalendarClock className="size-5 text-primary" aria-hidden />
              {t('upcoming.title')}
            </h2>
          </CardTitle>
          <CardDescription>{t('upcoming.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          {!data ? (
            <Loading />
          ) : data.upcoming.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('upcoming.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {data.upcoming.map((o) => (
                <li key={o.id}>
                  {/* opens the lesson in the agenda (its sheet: attendance, register, edit) */}
                  <Link
                    to={`/app/agenda?date=${o.date}&lesson=${encodeURIComponent(o.id)}`}
                    className="flex min-h-12 items-center gap-3 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
                  >
                    <span className="font-semibold tabular-nums">{formatClock(o.time)}</span>
                    <span className="grid min-w-0 flex-1">
                      <span className="break-words font-medium">{names(o)}</span>
                      <span className="text-muted-foreground text-xs">
                        {o.club?.name ?? t('upcoming.noClub')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Button variant="outline" asChild className="w-full sm:w-auto sm:justify-self-start">
            <Link to="/app/agenda">
              <CalendarDays aria-hidden />
              {t('upcoming.viewAgenda')}
            </Link>
          </Button>
        </CardContent>
      </Card>
      {data && data.pendingTotal > 0 && (
        <Card role="region" className="gap-4" aria-labelledby="agenda-pending-title">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle asChild className="flex items-center gap-2 text-lg">
              <h2 id="agenda-pending-title">
                <ClipboardList className="size-5 text-warning" aria-hidden />
                {t('pending.title')}
              </h2>
            </CardTitle>
            <CardDescription>
              {t('pending.description', { count: data.pendingTotal })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 px-4 sm:px-6">
            <ul className="grid gap-2">
              {data.pending.map((o) => (
                <li
                  key={o.id}
                  className="flex min-h-12 flex-wrap items-center gap-3 rounded-lg border bg-card px-3 py-2"
                >
                  <Link
                    to={`/app/agenda?date=${o.date}`}
                    className="grid min-w-0 flex-1 rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="font-medium tabular-nums">
                      {formatDayMonth(o.date)} · {formatClock(o.time)}
                    </span>
                    <span className="break-words text-muted-foreground text-sm">{names(o)}</span>
                  </Link>
                  <RegisterLessonButton lesson={o} size="sm" label={t('pending.register')} />
                </li>
              ))}
            </ul>
            {data.pendingTotal > data.pending.length && (
              <p className="text-muted-foreground text-sm">
                {t('pending.more', { count: data.pendingTotal - data.pending.length })}
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {data && data.makeupsOwedTotal > 0 && <MakeupsToSchedule summary={data} />}
    </div>
  )
}

/**
 * 'Reposições a agendar': the make-ups owed with no lesson planned yet, one line per owed
 * lesson (a rained-out group lesson is one make-up for all its students), each with 'Agendar
 * reposição'.
 */
function MakeupsToSchedule({ summary }: { summary: AgendaSummary }) {
  const { t } = useTranslation('attendance')
  const groups = new Map<string, MakeupTarget>()
  for (const m of summary.makeupsOwed) {
    const group = groups.get(m.lessonId) ?? {
      owedLessonId: m.lessonId,
      date: m.date,
      time: m.time,
      outcome: m.outcome,
      durationMinutes: m.durationMinutes,
      clubId: m.clubId,
      students: [],
    }
    group.students.push(m.student)
    groups.set(m.lessonId, group)
  }
  return (
    <Card role="region" className="gap-4" aria-labelledby="agenda-makeups-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2 id="agenda-makeups-title">
            <RotateCcw className="size-5 text-primary" aria-hidden />
            {t('schedule.dashboardTitle')}
          </h2>
        </CardTitle>
        <CardDescription>
          {t('schedule.dashboardDescription', { count: summary.makeupsOwedTotal })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-6">
        <ul className="grid gap-2">
          {[...groups.values()].map((g) => (
            <li
              key={g.owedLessonId}
              className="flex min-h-12 flex-wrap items-center gap-3 rounded-lg border bg-card px-3 py-2"
            >
              <span className="grid min-w-0 flex-1">
                <span className="break-words font-medium">
                  {g.students.map((s) => s.name).join(', ')}
                </span>
                <span className="text-muted-foreground text-sm">
                  {t('student.makeupItem', {
                    reason: t(`outcome.${g.outcome}`),
                    date: formatDayMonth(g.date),
                    time: formatClock(g.time),
                  })}
                </span>
              </span>
              <ScheduleMakeupButton target={g} size="sm" />
            </li>
          ))}
        </ul>
        {summary.makeupsOwedTotal > summary.makeupsOwed.length && (
          <p className="text-muted-foreground text-sm">
            {t('pending.more', {
              count: summary.makeupsOwedTotal - summary.makeupsOwed.length,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
