import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { EditLessonForm, EditOccurrenceForm, NewLessonForm } from './lesson-forms'

/** What the form is for: a new lesson at a day/time, or a change of one (with its scope). */
export type LessonFormMode =
  | { kind: 'create'; date: string; time: string }
  | { kind: 'edit'; item: AgendaOccurrence; scope: 'single' | 'this' | 'following' }

/**
 * 'Nova Aula' and 'Editar aula': students, date, start, duration, club (the default
 * one preselected), title, notes and — for a new lesson — 'Repetir toda semana' with weekdays and
 * an optional end. Checked with the shared schema of the request it makes; the server's field
 * errors land on the fields; a 409 LESSON_OVERLAP asks to confirm and resends.
 * A dialog on desktop, a bottom sheet on phones.
 */
export function LessonFormDialog({
  mode,
  onOpenChange,
  onSaved,
}: {
  /** null: closed. */
  mode: LessonFormMode | null
  onOpenChange: (open: boolean) => void
  onSaved?: () => void
}) {
  const { t } = useTranslation('agenda')
  const title = mode?.kind === 'edit' ? t('form.editTitle') : t('form.createTitle')
  const description =
    mode?.kind === 'edit'
      ? mode.scope === 'single'
        ? t('form.editSingleDescription')
        : mode.scope === 'this'
          ? t('form.editThisDescription')
          : t('form.editFollowingDescription')
      : t('form.createDescription')
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          'sm:max-w-xl',
          // a bottom sheet on phones
          'max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[92dvh] max-sm:max-w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:px-4',
        )}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {mode && (
          <LessonForm
            key={mode.kind === 'edit' ? `${mode.item.id}-${mode.scope}` : 'new'}
            mode={mode}
            onCancel={() => onOpenChange(false)}
            onSaved={() => {
              onOpenChange(false)
              onSaved?.()
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The form of the mode: each makes its own input for its own endpoint. */
function LessonForm({
  mode,
  onCancel,
  onSaved,
}: {
  mode: LessonFormMode
  onCancel: () => void
  onSaved: () => void
}) {
  const props = { onCancel, onSaved }
  if (mode.kind === 'create') return <NewLessonForm {...props} date={mode.date} time={mode.time} />
  if (mode.scope === 'single') return <EditLessonForm {...props} item={mode.item} />
  return <EditOccurrenceForm {...props} item={mode.item} scope={mode.scope} />
}
