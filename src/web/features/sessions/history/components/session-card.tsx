import '~/locales/session-history'
import { registeredApart } from '@shared/domain/dates'
import type { SessionDto } from '@shared/schemas/sessions.response'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Pencil from 'lucide-react/icons/pencil'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import type { MessageEditorComponent } from '~/lib/after-class'
import { coachYear, formatClock, formatDayMonth, formatLongDate, formatTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { SendSummaryMenu } from './send-summary-menu'
import { SessionDetails } from './session-details'
import { SessionEditor } from './session-editor'

/**
 * One session of the history (spec §2): the class's long date and time (the registration
 * time beside it only when apart from it), teacher, student
 * chips, the yellow warning, an expand toggle and an edit button. Expanded, it shows the
 * details; in edit mode the inline editor replaces its content.
 */
export function SessionCard({
  session,
  expanded,
  onToggle,
  editing,
  onEdit,
  onEditEnd,
  MessageEditor,
}: {
  session: SessionDto
  expanded: boolean
  onToggle: () => void
  editing: boolean
  onEdit: () => void
  onEditEnd: () => void
  /** 'Enviar resumo' per student, when the route provides the message editor. */
  MessageEditor?: MessageEditorComponent
}) {
  const { t } = useTranslation('session-history')
  const titleId = useId()
  const detailsId = useId()

  if (editing) {
    return (
      <article aria-labelledby={titleId} className="rounded-xl border border-primary bg-card">
        <SessionEditor session={session} titleId={titleId} onDone={onEditEnd} />
      </article>
    )
  }

  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card shadow-sm">
      <div className="grid gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            {/* the class's own date and time; when it was registered only if apart from it */}
            <h3 id={titleId} className="font-semibold first-letter:uppercase">
              {t('card.when', {
                date: formatLongDate(session.date),
                time: formatTime(session.date),
              })}
            </h3>
            <p className="text-muted-foreground text-sm">
              {t('card.teacher', { name: session.teacher.trim() || t('card.noTeacher') })}
            </p>
            {registeredApart(session.date, session.createdAt) && (
              <p className="text-muted-foreground text-xs">
                {t('card.registeredLate', {
                  date: formatDayMonth(session.createdAt, coachYear(session.date)),
                  time: formatTime(session.createdAt),
                })}
              </p>
            )}
            {session.lesson && (
              <p className="text-xs">
                <Link
                  to={`/app/agenda?date=${session.lesson.date}`}
                  className="inline-flex min-h-6 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <CalendarCheck className="size-3.5" aria-hidden />
                  {t('card.fromLesson', {
                    date: formatDayMonth(session.lesson.date),
                    time: formatClock(session.lesson.time),
                  })}
                </Link>
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon" aria-label={t('card.edit')} onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={expanded ? t('card.collapse') : t('card.expand')}
              onClick={onToggle}
            >
              <ChevronDown
                aria-hidden
                className={cn('transition-transform', expanded && 'rotate-180')}
              />
            </Button>
          </div>
        </div>
        <ul aria-label={t('card.students')} className="flex min-w-0 flex-wrap gap-2">
          {session.participants.map((p) => (
            // a long name wraps inside its chip (anywhere), never widens the card past a phone
            <li key={p.studentId} className="min-w-0 max-w-full wrap-anywhere">
              <Link
                to={`/app/students/${p.studentId}`}
                className="relative inline-flex min-h-8 items-center rounded-full after:absolute after:-inset-1 after:content-[''] bg-secondary px-3 font-medium text-secondary-foreground text-sm hover:bg-secondary/80 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
        {MessageEditor && (
          <div className="flex flex-wrap gap-2">
            <SendSummaryMenu session={session} MessageEditor={MessageEditor} />
          </div>
        )}
        {session.unassignedCount > 0 && (
          <p className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 font-medium text-sm text-warning-soft-foreground">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {t('card.unassigned', { count: session.unassignedCount })}
          </p>
        )}
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && <SessionDetails session={session} />}
      </div>
    </article>
  )
}

export function SessionCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-5" aria-hidden>
      <div className="flex justify-between gap-4">
        <div className="grid gap-2">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <Skeleton className="size-10" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-7 w-24 rounded-full" />
        <Skeleton className="h-7 w-28 rounded-full" />
      </div>
    </div>
  )
}
