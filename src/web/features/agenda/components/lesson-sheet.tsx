import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import type { LessonConflict } from '@shared/schemas/common.response'
import Ban from 'lucide-react/icons/ban'
import Pencil from 'lucide-react/icons/pencil'
import Repeat from 'lucide-react/icons/repeat'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Trash2 from 'lucide-react/icons/trash'
import { type ComponentType, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { CreditBadge } from '~/components/credit-badge'
import { Button } from '~/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '~/components/ui/sheet'
import { ApiError } from '~/lib/api-client'
import { formatClock, formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useCancelOccurrence, useDeleteLesson, useUpdateLesson } from '../api/lessons'
import { longDayLabel } from '../lib/week'
import { AttendanceSummary } from './lesson-attendance'
import { LessonBadges, useLessonSummary } from './lesson-bits'
import { OverlapDialog } from './overlap-dialog'
import { ScopeDialog, type SeriesScope } from './scope-dialog'

/**
 * The place where the lesson's outcome actions ('Registrar aula', attendance)
 * plug in: a component given the lesson and a way to close the sheet.
 */
export type LessonSheetExtraActions = ComponentType<{
  lesson: AgendaOccurrence
  onDone: () => void
}>

export type EditScope = 'single' | SeriesScope

/**
 * A lesson's sheet: when, how long, its students with their credit badge, club,
 * title, notes and status; 'Editar' and 'Cancelar aula' (a weekly slot's lesson first asks 'Só
 * esta aula' / 'Esta e as seguintes'), 'Reativar aula' for a cancelled one, 'Excluir' for a
 * stand-alone lesson not registered.
 */
export function LessonSheet({
  lesson,
  onOpenChange,
  onEdit,
  ExtraActions,
}: {
  /** null: closed. */
  lesson: AgendaOccurrence | null
  onOpenChange: (open: boolean) => void
  onEdit: (lesson: AgendaOccurrence, scope: EditScope) => void
  ExtraActions?: LessonSheetExtraActions
}) {
  const { t, i18n } = useTranslation('agenda')
  const summary = useLessonSummary()
  const [ask, setAsk] = useState<'edit' | 'cancel' | null>(null)
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null)
  const [restoreConflicts, setRestoreConflicts] = useState<LessonConflict[] | null>(null)
  const cancelOccurrence = useCancelOccurrence()
  const updateLesson = useUpdateLesson()
  const deleteLesson = useDeleteLesson()
  const pending = cancelOccurrence.isPending || updateLesson.isPending || deleteLesson.isPending
  const close = () => onOpenChange(false)

  if (!lesson) return null

  const cancelled = lesson.status === 'cancelled'
  const inSeries = Boolean(lesson.seriesId && lesson.occurrenceDate)
  const when = `${formatDate(lesson.date)} ${formatClock(lesson.time)}`

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast.success(done)
      setAsk(null)
      setConfirm(null)
      close()
    } catch (error) {
      toastError(t('toast.actionError'), error)
    }
  }

  const cancelSeries = (scope: SeriesScope) =>
    run(
      () =>
        cancelOccurrence.mutateAsync({
          seriesId: lesson.seriesId!,
          date: lesson.occurrenceDate!,
          input: { scope },
        }),
      scope === 'this' ? t('toast.cancelled') : t('toast.seriesEnded'),
    )

  const restore = async (confirmOverlap: boolean) => {
    try {
      await updateLesson.mutateAsync({
        id: lesson.lessonId!,
        input: { status: 'scheduled', confirmOverlap },
      })
      toast.success(t('toast.restored'))
      setRestoreConflicts(null)
      close()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LESSON_OVERLAP') {
        setRestoreConflicts(error.conflicts)
        return
      }
      setRestoreConflicts(null)
      toastError(t('toast.actionError'), error)
    }
  }

  const edit = () => {
    if (inSeries) setAsk('edit')
    else onEdit(lesson, 'single')
  }

  return (
    <Sheet open onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md" data-testid="lesson-sheet">
        <SheetHeader className="border-b">
          <SheetTitle className="text-lg">{summary(lesson)}</SheetTitle>
          <SheetDescription>
            {longDayLabel(lesson.date, i18n.language)} ·{' '}
            {t('lesson.timeRange', {
              start: formatClock(lesson.time),
              end: formatClock(lesson.endTime),
            })}
          </SheetDescription>
          <LessonBadges item={lesson} className="pt-1" />
        </SheetHeader>

        <dl className="grid gap-4 p-4 text-sm">
          <Row label={t('sheet.when')}>
            {formatDate(lesson.date)} · {formatClock(lesson.time)} – {formatClock(lesson.endTime)} (
            {t('lesson.minutes', { count: lesson.durationMinutes })})
          </Row>
          <Row label={t('sheet.kind')}>
            {inSeries ? (
              <span className="inline-flex items-center gap-1.5">
                <Repeat className="size-4 text-muted-foreground" aria-hidden />
                {t('sheet.series')}
              </span>
            ) : (
              t('sheet.single')
            )}
          </Row>
          <Row label={t('sheet.students')}>
            {lesson.students.length === 0 ? (
              <span className="text-muted-foreground">{t('lesson.noStudents')}</span>
            ) : (
              <ul className="grid gap-2">
                {lesson.students.map((s) => (
                  <li key={s.id} className="flex items-center justify-between gap-2">
                    <span className="grid min-w-0">
                      <Link
                        to={`/app/students/${s.id}`}
                        className="truncate font-medium underline-offset-4 hover:underline"
                      >
                        {s.name}
                      </Link>
                      <AttendanceSummary
                        attendance={lesson.attendance.find((a) => a.studentId === s.id)}
                      />
                    </span>
                    <CreditBadge credits={s.credits} className="shrink-0" />
                  </li>
                ))}
              </ul>
            )}
          </Row>
          <Row label={t('sheet.club')}>{lesson.club?.name ?? t('lesson.noClub')}</Row>
          {lesson.title && <Row label={t('sheet.title')}>{lesson.title}</Row>}
          {lesson.notes && (
            <Row label={t('sheet.notes')}>
              <span className="whitespace-pre-line">{lesson.notes}</span>
            </Row>
          )}
          <Row label={t('sheet.status')}>
            {cancelled
              ? t('sheet.cancelled')
              : lesson.state === 'done'
                ? t('badges.done')
                : lesson.state === 'pending'
                  ? t('sheet.pending')
                  : t('sheet.scheduled')}
          </Row>
        </dl>

        <SheetFooter className="mt-0 border-t" aria-label={t('sheet.actions')}>
          {/* lesson actions: registrar aula / presença */}
          {ExtraActions && <ExtraActions lesson={lesson} onDone={close} />}
          <div className="grid grid-cols-2 gap-2">
            {!cancelled && (
              <Button variant="outline" onClick={edit} disabled={pending}>
                <Pencil aria-hidden />
                {t('sheet.edit')}
              </Button>
            )}
            {!cancelled && (
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive"
                disabled={pending}
                onClick={() => (inSeries ? setAsk('cancel') : setConfirm('cancel'))}
              >
                <Ban aria-hidden />
                {t('sheet.cancelLesson')}
              </Button>
            )}
            {cancelled && lesson.lessonId && (
              <Button variant="outline" disabled={pending} onClick={() => void restore(false)}>
                <RotateCcw aria-hidden />
                {t('sheet.restore')}
              </Button>
            )}
            {!inSeries && lesson.lessonId && !lesson.sessionId && (
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
                disabled={pending}
                onClick={() => setConfirm('delete')}
              >
                <Trash2 aria-hidden />
                {t('sheet.delete')}
              </Button>
            )}
          </div>
        </SheetFooter>

        <ScopeDialog
          action={ask}
          pending={pending}
          onClose={() => setAsk(null)}
          onChoose={(scope) => {
            if (ask === 'edit') {
              setAsk(null)
              onEdit(lesson, scope)
            } else void cancelSeries(scope)
          }}
        />
        <ConfirmDialog
          open={confirm === 'cancel'}
          onOpenChange={(open) => !open && setConfirm(null)}
          title={t('cancelConfirm.title')}
          description={t('cancelConfirm.description', { when })}
          cancelLabel={t('cancelConfirm.back')}
          confirmLabel={t('cancelConfirm.confirm')}
          pendingLabel={t('cancelConfirm.pending')}
          pending={pending}
          onConfirm={() =>
            void run(
              () =>
                updateLesson.mutateAsync({ id: lesson.lessonId!, input: { status: 'cancelled' } }),
              t('toast.cancelled'),
            )
          }
        />
        <ConfirmDialog
          open={confirm === 'delete'}
          onOpenChange={(open) => !open && setConfirm(null)}
          title={t('deleteConfirm.title')}
          description={t('deleteConfirm.description', { when })}
          cancelLabel={t('deleteConfirm.back')}
          confirmLabel={t('deleteConfirm.confirm')}
          pendingLabel={t('deleteConfirm.pending')}
          pending={pending}
          onConfirm={() =>
            void run(() => deleteLesson.mutateAsync(lesson.lessonId!), t('toast.deleted'))
          }
        />
        <OverlapDialog
          conflicts={restoreConflicts}
          pending={pending}
          onConfirm={() => void restore(true)}
          onBack={() => setRestoreConflicts(null)}
        />
      </SheetContent>
    </Sheet>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
