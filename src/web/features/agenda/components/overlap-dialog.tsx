import '~/locales/agenda'
import type { LessonConflict } from '@shared/schemas/common.response'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { formatClock, formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { minutesOf, timeOf } from '../lib/week'

/**
 * 409 LESSON_OVERLAP: the lessons the new time overlaps, 'Salvar mesmo assim' (the
 * caller resends with confirmOverlap) or 'Voltar' (back to the form).
 */
export function OverlapDialog({
  conflicts,
  pending,
  onConfirm,
  onBack,
}: {
  conflicts: LessonConflict[] | null
  pending: boolean
  onConfirm: () => void
  onBack: () => void
}) {
  const { t } = useTranslation('agenda')
  return (
    <AlertDialog open={conflicts !== null} onOpenChange={(open) => !open && onBack()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('overlap.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('overlap.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid max-h-60 gap-2 overflow-y-auto text-sm" data-testid="overlap-list">
          {conflicts?.map((c) => (
            <li key={c.id} className="rounded-md border bg-muted/40 px-3 py-2">
              <span className="block font-semibold tabular-nums">
                {t('overlap.item', {
                  date: formatDate(c.date),
                  start: formatClock(c.time),
                  end: formatClock(timeOf((minutesOf(c.time) + c.durationMinutes) % (24 * 60))),
                })}
              </span>
              <span className="block text-muted-foreground">
                {[c.title, c.students.map((s) => s.name).join(', ')].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('overlap.back')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault()
              onConfirm()
            }}
          >
            {pending ? t('form.saving') : t('overlap.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
