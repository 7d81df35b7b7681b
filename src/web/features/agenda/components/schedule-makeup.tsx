import '~/locales/attendance'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import { type ComponentProps, lazy, Suspense, useState } from 'react'
import { Button } from '~/components/ui/button'
import { formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'

// the dialog, its form and the schema it checks with load on the first tap: the button is on
// the dashboard, whose first download must stay small
const MakeupDialog = lazy(() => import('./schedule-makeup-form'))

/** A make-up to plan: the owed lesson (its day, time, length, club) and who is owed it. */
export interface MakeupTarget {
  owedLessonId: string
  date: string
  time: string
  outcome: 'teacher_cancelled' | 'rain'
  durationMinutes: number
  clubId: string | null
  students: { id: string; name: string }[]
}

/**
 * 'Agendar reposição': one tap from where the make-up is shown (the lesson, the student's
 * page, the dashboard) to a new lesson for the students owed it, which the server links as
 * their make-up in the same write (`makeupOf`). It starts from the owed lesson's time, length
 * and club, tomorrow; an overlap asks before saving anyway.
 */
export function ScheduleMakeupButton({
  target,
  label,
  ...button
}: { target: MakeupTarget; label?: string } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const { t } = useTranslation('attendance')
  const [open, setOpen] = useState(false)
  const names = target.students.map((s) => s.name).join(', ')
  return (
    <>
      <Button
        variant="outline"
        {...button}
        onClick={() => setOpen(true)}
        aria-label={t('schedule.label', {
          names,
          date: formatDayMonth(target.date),
          time: formatClock(target.time),
        })}
      >
        <CalendarPlus aria-hidden />
        {label ?? t('schedule.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MakeupDialog target={target} names={names} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
