import '~/locales/new-session'
import { LIMITS } from '@shared/constants'
import { initial } from '@shared/domain/names'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import { CreditBadge } from '~/components/credit-badge'
import { FocusTagToggles } from '~/components/focus-tag-toggles'
import { StarRatingInput } from '~/components/star-rating'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { ClubSelect } from '~/features/clubs/components/club-select'
import {
  VoiceNotesField,
  type VoiceNotesUpdate,
} from '~/features/voice-notes/components/voice-notes-field'
import { useTranslation } from '~/lib/i18n'
import { studentSecondaryLine } from '~/lib/student-label'
import { useWorldPhones } from '~/lib/world-phones'
import { type FeedbackDraft, onlyFocusTags, type SelectedStudent } from '../lib/new-session-state'

/**
 * One student's feedback (spec §2 New session, step 2): club (default club preselected),
 * rating 1–5 shown as n/5, notes, voice notes and focus tags.
 */
export function FeedbackCard({
  student,
  draft,
  defaultClubId,
  onChange,
  onVoiceNotes,
  onVoiceBusy,
  notesError,
}: {
  student: SelectedStudent
  draft: FeedbackDraft
  defaultClubId: string | null
  onChange: (patch: Partial<FeedbackDraft>) => void
  /** Issue 14: a note recorded (uploaded) or discarded. */
  onVoiceNotes: (update: VoiceNotesUpdate) => void
  /** A note is being recorded or uploaded: the session waits for it. */
  onVoiceBusy: (busy: boolean) => void
  /** The issue of the last save with these notes (the shared schema's or the server's). */
  notesError?: string
}) {
  const { t } = useTranslation('new-session')
  useWorldPhones(student.phone)
  const id = `feedback-${student.id}`
  const clubId = draft.clubId === undefined ? defaultClubId : draft.clubId

  return (
    <section
      aria-labelledby={`${id}-name`}
      className="@container grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
        >
          {initial(student.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-name`} className="wrap-anywhere font-semibold text-lg">
            {student.name}
          </h3>
          {student.phone !== undefined && student.classe && (
            <p className="text-muted-foreground text-xs tabular-nums">
              {studentSecondaryLine({
                phone: student.phone,
                email: student.email ?? null,
                classe: student.classe,
              })}
            </p>
          )}
        </div>
        <CreditBadge credits={student.credits} />
      </div>
      {student.credits === 0 && (
        <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('feedback.noCredits')}
        </p>
      )}
      <div className="grid gap-4 @lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-club`}>{t('feedback.club')}</Label>
          <ClubSelect
            id={`${id}-club`}
            value={clubId}
            onChange={(next) => onChange({ clubId: next })}
            className="w-full"
          />
        </div>
        <div className="grid content-start gap-2">
          <span className="font-medium text-sm leading-none">{t('feedback.ratingLabel')}</span>
          <StarRatingInput
            value={draft.rating}
            onChange={(rating) => onChange({ rating })}
            label={t('feedback.rating', { name: student.name })}
            name={`${id}-rating`}
          />
        </div>
      </div>
      <FormField label={t('feedback.notes')} htmlFor={`${id}-notes`} error={notesError}>
        <Textarea
          rows={3}
          value={draft.notes}
          maxLength={LIMITS.feedbackNotesMax}
          placeholder={t('feedback.notesPlaceholder')}
          onChange={(e) => onChange({ notes: e.target.value })}
          {...fieldA11y(`${id}-notes`, notesError)}
        />
      </FormField>
      <VoiceNotesField
        notes={draft.voiceNotes ?? []}
        onNotesChange={onVoiceNotes}
        onBusyChange={onVoiceBusy}
        name={student.name}
      />
      <div className="grid gap-2">
        <span className="font-medium text-sm leading-none">{t('feedback.tags')}</span>
        <FocusTagToggles
          value={draft.tags}
          onChange={(tags) => onChange({ tags: onlyFocusTags(tags) })}
          label={t('feedback.tags')}
        />
      </div>
    </section>
  )
}
