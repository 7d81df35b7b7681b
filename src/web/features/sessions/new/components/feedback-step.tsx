import '~/locales/attendance'
import '~/locales/new-session'
import type { ClubDto } from '@shared/schemas/clubs.response'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import UserCheck from 'lucide-react/icons/user-check'
import UserX from 'lucide-react/icons/user-x'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { toLocalInputValue } from '~/lib/session-date'
import {
  DEFAULT_DRAFT,
  type NewSessionAction,
  type NewSessionState,
} from '../lib/new-session-state'
import { FeedbackCard } from './feedback-card'
import { SessionDetailsFields } from './session-details-fields'

/** The coach's default club (the clubs come default first), or none. */
export function defaultClubOf(clubs: ClubDto[] | undefined): string | null {
  return clubs?.find((club) => club.isDefault)?.id ?? null
}

/**
 * Step 2 (spec §2 New session): the class's date and notes, then one feedback card per
 * selected student. 'Voltar à Seleção' keeps everything.
 */
export function FeedbackStep({
  state,
  dispatch,
  defaultClubId,
  headingRef,
  dateRef,
  errors,
  onEdited,
}: {
  state: NewSessionState
  dispatch: React.Dispatch<NewSessionAction>
  defaultClubId: string | null
  headingRef: React.Ref<HTMLHeadingElement>
  dateRef: React.Ref<HTMLInputElement>
  /** Field issues of the last save ('date', 'notes', 'feedbacks.<studentId>.notes'). */
  errors: Record<string, string>
  /** A field was changed: its issue of the last save no longer applies. */
  onEdited: (field: string) => void
}) {
  const { t } = useTranslation('new-session')
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
            {t('feedback.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t('feedback.help')}</p>
        </div>
        <Button variant="outline" onClick={() => dispatch({ type: 'goTo', step: 1 })}>
          <ArrowLeft aria-hidden />
          {t('feedback.backToSelection')}
        </Button>
      </div>
      <section
        aria-labelledby="new-session-details"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      >
        <h3 id="new-session-details" className="font-semibold text-lg">
          {t('details.heading')}
        </h3>
        <SessionDetailsFields
          date={state.date}
          dateEdited={state.dateEdited}
          fromLesson={Boolean(state.lessonId)}
          notes={state.notes}
          onDateChange={(value) => {
            onEdited('date')
            dispatch({ type: 'date', value })
          }}
          onDateReset={() => {
            onEdited('date')
            dispatch({ type: 'dateNow', now: toLocalInputValue(new Date()) })
          }}
          onNotesChange={(value) => {
            onEdited('notes')
            dispatch({ type: 'notes', value })
          }}
          dateRef={dateRef}
          errors={{ date: errors.date, notes: errors.notes }}
        />
      </section>
      {state.lessonAbsent?.length ? <LessonAbsences state={state} dispatch={dispatch} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {state.selected.map((student) => (
          <FeedbackCard
            key={student.id}
            student={student}
            draft={state.drafts[student.id] ?? DEFAULT_DRAFT}
            defaultClubId={defaultClubId}
            onChange={(patch) => {
              if ('notes' in patch) onEdited(`feedbacks.${student.id}.notes`)
              dispatch({ type: 'draft', id: student.id, patch })
            }}
            onVoiceNotes={(update) => dispatch({ type: 'voiceNotes', id: student.id, update })}
            onVoiceBusy={(busy) => dispatch({ type: 'voiceBusy', id: student.id, busy })}
            notesError={errors[`feedbacks.${student.id}.notes`]}
          />
        ))}
      </div>
    </div>
  )
}

/**
 * Registering a lesson: the students whose absence the agenda recorded are not in the class.
 * Marking one present is an explicit act (it undoes that outcome and its credit), so the
 * absence never turns into a presence by default.
 */
function LessonAbsences({
  state,
  dispatch,
}: {
  state: NewSessionState
  dispatch: React.Dispatch<NewSessionAction>
}) {
  const { t } = useTranslation('new-session')
  const { t: ta } = useTranslation('attendance')
  return (
    <section
      aria-labelledby="new-session-absent"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <div>
        <h3 id="new-session-absent" className="font-semibold">
          {t('absent.heading')}
        </h3>
        <p className="mt-1 text-muted-foreground text-sm">{t('absent.help')}</p>
      </div>
      <ul className="grid gap-2">
        {(state.lessonAbsent ?? []).map((a) => {
          const present = state.selected.some((s) => s.id === a.id)
          return (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="wrap-anywhere font-medium">{a.name}</p>
                <p className="text-muted-foreground text-sm">
                  {present
                    ? t('absent.markedPresent', { outcome: ta(`outcome.${a.outcome}`) })
                    : ta(`outcome.${a.outcome}`)}
                </p>
              </div>
              {present ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('absent.keepAbsenceLabel', { name: a.name })}
                  onClick={() => dispatch({ type: 'remove', id: a.id })}
                >
                  <UserX aria-hidden />
                  {t('absent.keepAbsence')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('absent.markPresentLabel', { name: a.name })}
                  onClick={() =>
                    dispatch({
                      type: 'select',
                      student: { id: a.id, name: a.name, credits: a.credits },
                    })
                  }
                >
                  <UserCheck aria-hidden />
                  {t('absent.markPresent')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
