import '~/locales/student-history'
import '~/locales/voice-notes'
import { FOCUS_TAGS, type FocusTag } from '@shared/constants'
import { feedbackUpdateSchema } from '@shared/schemas/session'
import type { StudentFeedbackDto } from '@shared/schemas/sessions.response'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FocusTagToggles } from '~/components/focus-tag-toggles'
import { StarRatingInput } from '~/components/star-rating'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Textarea } from '~/components/ui/textarea'
import { useUpdateFeedback } from '~/features/sessions/api'
import { VoiceNotesField } from '~/features/voice-notes/components/voice-notes-field'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'

type FormInput = z.input<typeof feedbackUpdateSchema>
type FormOutput = z.output<typeof feedbackUpdateSchema>

const isFocusTag = (tag: string): tag is FocusTag => (FOCUS_TAGS as readonly string[]).includes(tag)

/**
 * Inline edit of one feedback: stars, focus tags, notes (spec §2 Student profile → Feedbacks)
 * and its voice notes (the whole list goes in `voiceNoteIds`).
 */
export function FeedbacksTabEditor({
  studentId,
  feedback,
  onDone,
}: {
  studentId: string
  feedback: StudentFeedbackDto
  onDone: () => void
}) {
  const { t } = useTranslation('student-history')
  const id = useId()
  const root = useRef<HTMLFormElement>(null)
  const update = useUpdateFeedback()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(feedbackUpdateSchema),
    defaultValues: {
      rating: feedback.rating,
      tags: feedback.tags.filter(isFocusTag),
      notes: feedback.notes,
    },
  })
  const notesError = form.formState.errors.notes?.message
  const [voiceNotes, setVoiceNotes] = useState(feedback.voiceNotes)
  const [voiceBusy, setVoiceBusy] = useState(false)

  // Keyboard users land on the stars when the editor opens.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('input[type="radio"]:checked')?.focus()
  }, [])

  const onSubmit = form.handleSubmit(async (fields) => {
    if (voiceBusy) {
      toastError(t('feedbacks.errorTitle'), null, t('voice-notes:busy'))
      return
    }
    const input = { ...fields, voiceNoteIds: voiceNotes.map((note) => note.id) }
    try {
      await update.mutateAsync({ sessionId: feedback.sessionId, studentId, input })
    } catch (error) {
      applyServerIssues(error, form.setError, ['notes'])
      toastError(t('feedbacks.errorTitle'), error, t('feedbacks.errorFallback'))
      return
    }
    toastSuccess(t('feedbacks.updated'))
    onDone()
  })

  const saving = form.formState.isSubmitting
  return (
    <form
      ref={root}
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !saving) onDone()
      }}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <p className="font-medium text-sm">{t('feedbacks.rating')}</p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              label={t('feedbacks.rating')}
              name={`${id}-rating-input`}
            />
          )}
        />
      </div>
      <div className="grid gap-2">
        <p className="font-medium text-sm">{t('feedbacks.tags')}</p>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <FocusTagToggles
              value={field.value ?? []}
              onChange={(tags) => field.onChange(tags.filter(isFocusTag))}
              label={t('feedbacks.tags')}
            />
          )}
        />
      </div>
      <FormField label={t('feedbacks.notes')} htmlFor={`${id}-notes`} error={notesError}>
        <Textarea
          {...fieldA11y(`${id}-notes`, notesError)}
          {...form.register('notes')}
          placeholder={t('feedbacks.notesPlaceholder')}
          rows={3}
        />
      </FormField>
      <VoiceNotesField
        notes={voiceNotes}
        onNotesChange={setVoiceNotes}
        onBusyChange={setVoiceBusy}
        editableTranscripts
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('feedbacks.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('feedbacks.saving') : t('feedbacks.save')}
        </Button>
      </div>
    </form>
  )
}
