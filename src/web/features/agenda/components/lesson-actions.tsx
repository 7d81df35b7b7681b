import '~/locales/attendance'
import { todayIn } from '@shared/domain/dates'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { useQuery } from '@tanstack/react-query'
import CircleCheck from 'lucide-react/icons/circle-check'
import History from 'lucide-react/icons/rotate-ccw-clock'
import { useId } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { profileQuery } from '~/features/profile/api'
import { ApiError, api } from '~/lib/api-client'
import { coachTimeZone, formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { sessionKeys } from '~/lib/query-keys'
import { studentAgendaQuery, useSetMakeup } from '../api/attendance'
import { LessonAttendance } from './lesson-attendance'
import { RegisterLessonButton } from './register-lesson-button'
import { ScheduleMakeupButton } from './schedule-makeup'

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:h-9 sm:text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60'

/**
 * The lesson sheet's outcome actions on /app/agenda: 'Registrar aula'
 * (back to this day after saving) or, once registered, 'Realizada' with the class in the
 * history; attendance per student; and, on a lesson not registered yet, 'Marcar como
 * reposição de…' for a student owed one.
 */
export function LessonActions({ lesson }: { lesson: AgendaOccurrence; onDone?: () => void }) {
  const cancelled = lesson.status === 'cancelled'
  const hasStudents = lesson.students.length > 0
  return (
    <div className="grid gap-4 pb-2" data-testid="lesson-actions">
      {lesson.sessionId ? (
        <Registered lesson={lesson} sessionId={lesson.sessionId} />
      ) : (
        !cancelled && (
          <RegisterLessonButton
            lesson={lesson}
            size="lg"
            className="w-full"
            returnTo={`/app/agenda?date=${lesson.date}`}
          />
        )
      )}
      {!cancelled && hasStudents && <LessonAttendance lesson={lesson} />}
      {hasStudents && <OwedHere lesson={lesson} />}
      {!cancelled && !lesson.sessionId && hasStudents && <LessonMakeups lesson={lesson} />}
    </div>
  )
}

/**
 * The make-ups this lesson owes (its students with 'Aula cancelada pelo professor' / 'Chuva',
 * a cancelled day's lessons too): where each is planned, and 'Agendar reposição' for those
 * still without one — one new lesson for all of them.
 */
function OwedHere({ lesson }: { lesson: AgendaOccurrence }) {
  const { t } = useTranslation('attendance')
  const owed = lesson.attendance.filter(
    (a) => a.outcome === 'teacher_cancelled' || a.outcome === 'rain',
  )
  if (!owed.length || !lesson.lessonId) return null
  const name = (id: string) => lesson.students.find((s) => s.id === id)?.name ?? ''
  const unplanned = owed.filter((a) => !a.makeupIn)
  return (
    <section className="grid gap-2" aria-labelledby={`owed-${lesson.id}`} data-testid="owed-here">
      <h3 id={`owed-${lesson.id}`} className="font-semibold text-sm">
        {t('schedule.owedTitle')}
      </h3>
      <ul className="grid gap-1 text-sm">
        {owed.map((a) => (
          <li key={a.studentId} className="break-words">
            <span className="font-medium">{name(a.studentId)}</span>
            <span className="text-muted-foreground">
              {' · '}
              {a.makeupIn
                ? t('student.makeupScheduled', {
                    date: formatDayMonth(a.makeupIn.date),
                    time: formatClock(a.makeupIn.time),
                  })
                : t('student.makeupNotScheduled')}
            </span>
          </li>
        ))}
      </ul>
      {unplanned.length > 0 && (
        <ScheduleMakeupButton
          className="w-full sm:w-auto sm:justify-self-start"
          target={{
            owedLessonId: lesson.lessonId,
            date: lesson.date,
            time: lesson.time,
            outcome: unplanned[0]!.outcome as 'teacher_cancelled' | 'rain',
            durationMinutes: lesson.durationMinutes,
            clubId: lesson.club?.id ?? null,
            students: unplanned.map((a) => ({ id: a.studentId, name: name(a.studentId) })),
          }}
        />
      )}
    </section>
  )
}

/** 'Realizada' and a link to the class in the sessions history (its day, in the coach's zone). */
function Registered({ lesson, sessionId }: { lesson: AgendaOccurrence; sessionId: string }) {
  const { t } = useTranslation('attendance')
  const profile = useQuery(profileQuery())
  const session = useQuery({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: () => api.get(`/sessions/${sessionId}`),
  })
  const zone = profile.data?.timezone ?? coachTimeZone()
  // until the class is loaded, the lesson's day (where a class registered late is dated)
  const day = session.data ? todayIn(zone, new Date(session.data.date)) : lesson.date
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-success/40 bg-success-soft px-3 py-2.5"
      data-testid="lesson-done"
    >
      <p className="flex items-center gap-2 font-semibold text-sm">
        <CircleCheck className="size-5 text-success-soft-foreground" aria-hidden />
        {t('sheet.done')}
        {session.data && (
          <span className="font-normal text-muted-foreground">
            · {t('sheet.doneOn', { date: formatDayMonth(day) })}
          </span>
        )}
      </p>
      <Link
        to={`/app/sessions?from=${day}&to=${day}`}
        className="inline-flex min-h-9 items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <History className="size-4" aria-hidden />
        {t('sheet.viewClass')}
      </Link>
    </div>
  )
}

/** 'Marcar como reposição de…': per student of the lesson, the reposições they are owed. */
function LessonMakeups({ lesson }: { lesson: AgendaOccurrence }) {
  return (
    <>
      {lesson.students
        .filter((s) => s.status === 'active')
        .map((s) => (
          <StudentMakeup key={s.id} lesson={lesson} studentId={s.id} name={s.name} />
        ))}
    </>
  )
}

function StudentMakeup({
  lesson,
  studentId,
  name,
}: {
  lesson: AgendaOccurrence
  studentId: string
  name: string
}) {
  const { t } = useTranslation('attendance')
  const id = useId()
  const agenda = useQuery(studentAgendaQuery(studentId))
  const save = useSetMakeup()
  const current = lesson.attendance.find((a) => a.studentId === studentId)?.makeupOf ?? null
  const self = new Set([lesson.id, lesson.lessonId].filter(Boolean))
  // owed and not planned elsewhere (or planned in this lesson), never this lesson itself
  const owed = (agenda.data?.makeups ?? []).filter(
    (m) => !self.has(m.lessonId) && (!m.scheduledIn || self.has(m.scheduledIn.id)),
  )
  if (!current && owed.length === 0) return null

  const change = (value: string) =>
    save.mutate(
      { lessonId: lesson.lessonId ?? lesson.id, studentId, makeupOf: value || null },
      {
        onSuccess: () => toast.success(t(value ? 'makeup.saved' : 'makeup.cleared', { name })),
        onError: (error) =>
          toast.error(t('makeup.error'), {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    )

  return (
    <section className="grid gap-1.5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-sm">
        {t('makeup.title')}
      </h3>
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t('makeup.label', { name })}
      </label>
      <select
        id={id}
        className={selectClass}
        value={current?.lessonId ?? ''}
        disabled={save.isPending}
        onChange={(e) => change(e.target.value)}
      >
        <option value="">{t('makeup.none')}</option>
        {current && !owed.some((m) => m.lessonId === current.lessonId) && (
          <option value={current.lessonId}>
            {t('makeup.optionPlain', {
              date: formatDayMonth(current.date),
              time: formatClock(current.time),
            })}
          </option>
        )}
        {owed.map((m) => (
          <option key={m.lessonId} value={m.lessonId}>
            {t('makeup.option', {
              reason: t(`outcome.${m.outcome}`),
              date: formatDayMonth(m.date),
              time: formatClock(m.time),
            })}
          </option>
        ))}
      </select>
    </section>
  )
}
