import '~/locales/session-history'
import { LIMITS } from '@shared/constants'
import type { SessionDto } from '@shared/schemas/sessions.response'
import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Textarea } from '~/components/ui/textarea'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { AddStudentsPicker } from './add-students-picker'
import { DeleteSessionDialog } from './delete-session-dialog'
import { EditorActions } from './editor-actions'
import { SessionDateField } from './session-date-field'
import { StudentEditFields } from './student-edit-fields'
import { useSessionEditor } from './use-session-editor'

/**
 * 'Editando Sessão de Aula' (spec §2 Inline session editor): participants, per-student
 * feedback and package, session notes; Cancelar, delete and Salvar.
 */
export function SessionEditor({
  session,
  titleId,
  onDone,
}: {
  session: SessionDto
  titleId: string
  onDone: () => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const editor = useSessionEditor(session, onDone)
  const { form, students } = editor
  const { errors } = form.formState
  const [deleting, setDeleting] = useState(false)
  const original = new Map(session.assignments.map((a) => [a.studentId, a.packageId]))
  const participantsError = errors.students?.message ?? errors.students?.root?.message
  const dateEdited = useWatch({ control: form.control, name: 'dateEdited' })

  return (
    <form className="grid gap-5 p-4 sm:p-5" onSubmit={(e) => void editor.save(e)}>
      <UnsavedChangesDialog guard={editor.guard} />
      <div>
        <h3 id={titleId} className="font-semibold text-lg">
          {t('editor.title')}
        </h3>
        <p className="text-muted-foreground text-sm">{formatDateTime(session.date)}</p>
      </div>

      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <SessionDateField
            id={`${id}-date`}
            value={field.value}
            edited={dateEdited}
            serverError={errors.date?.message}
            onChange={(date) => {
              // only a corrected date is sent
              form.setValue('dateEdited', true, { shouldDirty: true })
              field.onChange(date)
            }}
          />
        )}
      />

      <section className="grid gap-3" aria-labelledby={`${id}-participants`}>
        <h4 id={`${id}-participants`} className="font-semibold text-sm">
          {t('editor.participants')}
        </h4>
        {participantsError && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {participantsError}
          </p>
        )}
        {students.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('editor.noParticipants')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {students.map((s) => (
              <li
                key={s.studentId}
                className="flex min-w-0 max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 font-medium text-secondary-foreground text-sm"
              >
                <span className="min-w-0 wrap-anywhere">{s.name}</span>
                <button
                  type="button"
                  aria-label={t('editor.remove', { name: s.name })}
                  onClick={() => editor.remove(s.studentId)}
                  className="relative flex size-8 cursor-pointer items-center justify-center rounded-full hover:bg-destructive-soft hover:text-destructive-soft-foreground focus-visible:outline-2 focus-visible:outline-ring after:absolute after:-inset-1 after:content-['']"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <AddStudentsPicker excludeIds={students.map((s) => s.studentId)} onAdd={editor.add} />
        </div>
      </section>

      {students.map((s, index) => (
        <StudentEditFields
          key={s.studentId}
          form={form}
          index={index}
          student={s}
          packages={editor.packagesOf(s.studentId)}
          originalPackageId={original.get(s.studentId) ?? null}
          onVoiceNotes={(update) => editor.setVoiceNotes(s.studentId, update)}
          onVoiceBusy={(busy) => editor.setBusy(s.studentId, busy)}
        />
      ))}

      <FormField
        label={t('editor.sessionNotes')}
        htmlFor={`${id}-notes`}
        error={errors.notes?.message}
      >
        <Textarea
          maxLength={LIMITS.sessionNotesMax}
          placeholder={t('editor.sessionNotesPlaceholder')}
          {...fieldA11y(`${id}-notes`, errors.notes?.message)}
          {...form.register('notes')}
        />
      </FormField>

      <EditorActions
        saving={editor.saving}
        loadingPackages={editor.loadingPackages}
        onCancel={onDone}
        onDelete={() => setDeleting(true)}
      />

      <DeleteSessionDialog
        session={session}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDone}
      />
    </form>
  )
}
