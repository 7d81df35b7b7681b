import '~/locales/new-session'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { useQuery } from '@tanstack/react-query'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { agendaQuery } from '~/features/agenda/api/lessons'
import { coachToday, formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import type { LessonPrefill } from '~/lib/lesson-prefill'
import { lessonPrefillOf } from '~/lib/lesson-prefill-of'

/** A lesson of today the class can come from: planned, not registered, someone to register. */
function registrable(lesson: AgendaOccurrence): boolean {
  if (lesson.status === 'cancelled' || lesson.sessionId) return false
  const prefill = lessonPrefillOf(lesson)
  return prefill.students.length + prefill.absent.length > 0
}

/**
 * Step 1's shortcut: today's agenda lessons still to register, first, each one tap away from
 * its students (and linked to it, as 'Registrar aula' does) — so a coach whose classes are in
 * the agenda does not search for each student. Nothing shows while loading, on an error (the
 * search below still works) or on a day without lessons.
 */
export function TodayLessons({ onPick }: { onPick: (prefill: LessonPrefill) => void }) {
  const { t } = useTranslation('new-session')
  const today = coachToday()
  const query = useQuery(agendaQuery(today, today))
  const lessons = query.data?.items.filter(registrable) ?? []
  if (!lessons.length) return null
  return (
    <section aria-labelledby="today-lessons-title" className="grid gap-2">
      <h3 id="today-lessons-title" className="flex items-center gap-2 font-semibold text-sm">
        <CalendarClock aria-hidden className="size-4 text-primary" />
        {t('todayLessons.title')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {lessons.map((lesson) => {
          const names = lesson.students.map((s) => s.name).join(', ')
          const time = formatClock(lesson.time)
          return (
            <li key={lesson.id} className="min-w-0">
              <button
                type="button"
                onClick={() => onPick(lessonPrefillOf(lesson))}
                aria-label={t('todayLessons.pick', { time, names })}
                className="flex min-h-14 w-full min-w-0 items-center gap-3 rounded-lg border bg-card px-3 py-2 text-left transition-colors hover:border-primary hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-semibold tabular-nums">{time}</span>
                <span className="grid min-w-0 flex-1">
                  <span className="break-words text-sm">{names}</span>
                  {(lesson.club || lesson.title) && (
                    <span className="break-words text-muted-foreground text-xs">
                      {[lesson.title, lesson.club?.name].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          )
        })}
      </ul>
      <p className="text-muted-foreground text-xs">{t('todayLessons.hint')}</p>
    </section>
  )
}
