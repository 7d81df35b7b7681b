import '~/locales/attendance'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import ClipboardCheck from 'lucide-react/icons/clipboard-check'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { coachToday, formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { LESSON_PREFILL_KEY } from '~/lib/lesson-prefill-key'
import { lessonPrefillOf } from '~/lib/lesson-prefill-of'

/**
 * 'Registrar aula': opens the existing new-session flow at step 2 with the
 * lesson's students, club and date/time; saving there links the class to the lesson. A lesson
 * registered already shows 'Aula registrada' (disabled); a cancelled one, or one on a later day
 * (it has not happened: the server refuses it), shows nothing.
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
  if (lesson.date > coachToday()) return null
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
