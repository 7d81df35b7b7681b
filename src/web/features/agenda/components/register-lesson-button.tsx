import '~/locales/attendance'
import type { AgendaOccurrence } from '@shared/api-types'
import { ClipboardCheck } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import type { LessonPrefill } from '~/lib/lesson-prefill'
import { LESSON_PREFILL_KEY } from '~/lib/lesson-prefill-key'

/** The router state that opens the new-session flow at step 2 for this lesson. */
export function lessonPrefillOf(lesson: AgendaOccurrence, returnTo?: string): LessonPrefill {
  return {
    ...(returnTo ? { returnTo } : {}),
    lessonId: lesson.id,
    startsAt: lesson.startsAt,
    clubId: lesson.club?.id ?? null,
    students: lesson.students
      .filter((s) => s.status === 'active' && !absenceOf(lesson, s.id))
      .map((s) => ({ id: s.id, name: s.name, credits: s.credits })),
    absent: lesson.students.flatMap((s) => {
      const outcome = absenceOf(lesson, s.id)
      return s.status === 'active' && outcome
        ? [{ id: s.id, name: s.name, credits: s.credits, outcome }]
        : []
    }),
  }
}

/** The absence recorded for a student on the lesson (any outcome but present), or null. */
function absenceOf(lesson: AgendaOccurrence, studentId: string): string | null {
  const outcome = lesson.attendance.find((a) => a.studentId === studentId)?.outcome ?? null
  return outcome && outcome !== 'present' ? outcome : null
}

/**
 * 'Registrar aula' (issue 11 item 4): opens the existing new-session flow at step 2 with the
 * lesson's students, club and date/time; saving there links the class to the lesson. A lesson
 * registered already shows 'Aula registrada' (disabled); a cancelled one shows nothing.
 */
export function RegisterLessonButton({
  lesson,
  size = 'default',
  label,
  className,
  returnTo,
}: {
  lesson: AgendaOccurrence
  /** Where saving the class goes back to (default: the sessions list). */
  returnTo?: string
  size?: 'default' | 'sm' | 'lg'
  /** Visible text (default 'Registrar aula'). */
  label?: string
  className?: string
}) {
  const { t } = useTranslation('attendance')
  const navigate = useNavigate()
  if (lesson.status === 'cancelled') return null
  if (lesson.sessionId) {
    return (
      <Button size={size} variant="outline" disabled className={className}>
        <ClipboardCheck aria-hidden />
        {t('register.done')}
      </Button>
    )
  }
  const prefill = lessonPrefillOf(lesson, returnTo)
  return (
    <Button
      size={size}
      className={className}
      aria-label={t('register.label', { time: formatClock(lesson.time) })}
      disabled={prefill.students.length + prefill.absent.length === 0}
      onClick={() => navigate('/app/sessions/new', { state: { [LESSON_PREFILL_KEY]: prefill } })}
    >
      <ClipboardCheck aria-hidden />
      {label ?? t('register.action')}
    </Button>
  )
}
