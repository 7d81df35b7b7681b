import '~/locales/students'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import PackagePlus from 'lucide-react/icons/package-plus'
import UserRound from 'lucide-react/icons/user-round'
import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'

export interface CreatedStudent {
  id: string
  name: string
}

/** The router state the new-student screen navigates to the list with. */
export const createdStudentState = (student: CreatedStudent) => ({
  createdStudent: { id: student.id, name: student.name },
})

function readCreatedStudent(state: unknown): CreatedStudent | null {
  if (!state || typeof state !== 'object' || !('createdStudent' in state)) return null
  const s = (state as { createdStudent: unknown }).createdStudent
  if (!s || typeof s !== 'object') return null
  const { id, name } = s as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null
}

/**
 * Right after a student is added, the list (where the spec sends the coach) offers what comes
 * next: sell the student a package, put them on a weekly slot, or open their profile. The
 * student comes in the router state, read once; dismissing hides it.
 */
export function NextStepsPanel() {
  const { t } = useTranslation('students')
  const location = useLocation()
  const [student, setStudent] = useState(() => readCreatedStudent(location.state))
  const titleId = useId()
  if (!student) return null
  const id = encodeURIComponent(student.id)
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-primary/30 bg-accent/40 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="wrap-anywhere font-semibold">
            {t('nextSteps.title', { name: student.name })}
          </h2>
          <p className="text-muted-foreground text-sm">{t('nextSteps.description')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={t('nextSteps.dismiss')}
          onClick={() => setStudent(null)}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/app/packages/new?studentId=${id}`}>
            <PackagePlus aria-hidden />
            {t('nextSteps.sellPackage')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/app/agenda">
            <CalendarPlus aria-hidden />
            {t('nextSteps.scheduleSlot')}
          </Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to={`/app/students/${id}`}>
            <UserRound aria-hidden />
            {t('nextSteps.openProfile')}
          </Link>
        </Button>
      </div>
    </section>
  )
}
