import '~/locales/attendance'
import { useQuery } from '@tanstack/react-query'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { studentAgendaQuery } from '../api/attendance'
import { ScheduleMakeupButton } from './schedule-makeup'

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2'

/**
 * The student's agenda on the profile: the next lessons (up to 5) and the
 * reposições owed (Aula cancelada pelo professor / Chuva), with the lesson planned for each or
 * 'Agendar reposição'.
 */
export function StudentAgendaCard({
  studentId,
  studentName,
}: {
  studentId: string
  /** Whom 'Agendar reposição' plans the lesson for (offered once the name is known). */
  studentName?: string
}) {
  const { t } = useTranslation('attendance')
  const query = useQuery(studentAgendaQuery(studentId))
  const data = query.data
  const reason = (outcome: 'teacher_cancelled' | 'rain') => t(`outcome.${outcome}`)
  return (
    <Card role="region" aria-label={t('student.upcomingTitle')} className="gap-4">
      <CardContent className="grid gap-6 px-4 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="student-upcoming-title" className="grid content-start gap-3">
          <CardHeader className="p-0">
            <CardTitle asChild className="flex items-center gap-2 text-base">
              <h2 id="student-upcoming-title">
                <CalendarClock className="size-5 text-primary" aria-hidden />
                {t('student.upcomingTitle')}
              </h2>
            </CardTitle>
          </CardHeader>
          {query.isError ? (
            <p className="text-destructive text-sm">{t('student.error')}</p>
          ) : !data ? (
            <Skeleton className="h-11 w-full" />
          ) : data.upcoming.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('student.upcomingEmpty')}</p>
          ) : (
            <ul className="grid gap-2">
              {data.upcoming.map((o) => (
                <li key={o.id}>
                  <Link to={`/app/agenda?date=${o.date}`} className={linkClass}>
                    <span className="font-semibold tabular-nums">
                      {formatDayMonth(o.date)} · {formatClock(o.time)}
                    </span>
                    <span className="min-w-0 flex-1 break-words text-muted-foreground text-sm">
                      {o.club?.name ?? t('upcoming.noClub')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="student-makeups-title" className="grid content-start gap-3">
          <CardHeader className="p-0">
            <CardTitle asChild className="flex items-center gap-2 text-base">
              <h2 id="student-makeups-title">
                <RotateCcw className="size-5 text-primary" aria-hidden />
                {t('student.makeupsTitle')}
              </h2>
            </CardTitle>
          </CardHeader>
          {!data ? (
            query.isError ? null : (
              <Skeleton className="h-11 w-full" />
            )
          ) : data.makeups.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('student.makeupsEmpty')}</p>
          ) : (
            <ul className="grid gap-2">
              {data.makeups.map((m) => (
                <li key={m.lessonId} className="grid gap-0.5 rounded-lg border px-3 py-2">
                  <span className="font-medium">
                    {t('student.makeupItem', {
                      reason: reason(m.outcome),
                      date: formatDayMonth(m.date),
                      time: formatClock(m.time),
                    })}
                  </span>
                  <span className="text-muted-foreground text-sm">
                    {m.scheduledIn
                      ? t('student.makeupScheduled', {
                          date: formatDayMonth(m.scheduledIn.date),
                          time: formatClock(m.scheduledIn.time),
                        })
                      : t('student.makeupNotScheduled')}
                  </span>
                  {!m.scheduledIn && studentName && (
                    <ScheduleMakeupButton
                      size="sm"
                      className="mt-1.5 justify-self-start"
                      target={{
                        owedLessonId: m.lessonId,
                        date: m.date,
                        time: m.time,
                        outcome: m.outcome,
                        durationMinutes: m.durationMinutes,
                        clubId: m.clubId,
                        students: [{ id: studentId, name: studentName }],
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
