import '~/locales/new-session'
import { useQuery } from '@tanstack/react-query'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Check from 'lucide-react/icons/check'
import { useEffect, useReducer, useRef } from 'react'
import { useLocation } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/page-header'
import { Button } from '~/components/ui/button'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { clubsQuery } from '~/features/clubs/api'
import { useTranslation } from '~/lib/i18n'
import { readLessonPrefill } from '~/lib/lesson-prefill'
import { studentKeys } from '~/lib/query-keys'
import { sessionDateError } from '~/lib/session-date'
import { useQueryErrorToast } from '~/lib/toast'
import { useScreenRefresh } from '~/lib/use-refresh'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import { createNewSessionState, hasUnsavedWork, newSessionReducer } from '../lib/new-session-state'
import { defaultClubOf, FeedbackStep } from './feedback-step'
import { type AddStudentSlot, SelectionStep } from './selection-step'
import { StepIndicator } from './step-indicator'
import { useSubmitSession } from './use-submit-session'

/**
 * Spec §2 New session (two steps): pick the students, then write their feedback and save.
 * Selection, filters and feedback drafts live in one reducer, so going back loses nothing.
 */
export function NewSessionScreen({ AddStudent }: { AddStudent: AddStudentSlot }) {
  const { t } = useTranslation('new-session')
  // 'Registrar aula' of the agenda: step 2 with the lesson's students, club and time
  const location = useLocation()
  const [state, dispatch] = useReducer(newSessionReducer, undefined, () =>
    createNewSessionState(new Date(), readLessonPrefill(location.state)),
  )
  const clubs = useQuery(clubsQuery())
  const defaultClubId = defaultClubOf(clubs.data)
  const guard = useUnsavedChanges(hasUnsavedWork(state))
  const { submit, saving, fieldErrors, clearFieldError } = useSubmitSession(guard.allowNavigation)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const firstRender = useRef(true)
  useScreenRefresh([studentKeys.lists(), clubsQuery().queryKey])

  // a new step starts at its top, with the focus on its heading
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each step change only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }, [state.step])

  useQueryErrorToast(clubs, 'new-session-clubs-error', t('feedback.clubsErrorTitle'))

  const toFeedback = () => {
    if (state.selected.length === 0) {
      toast.error(t('selection.noneTitle'), { description: t('selection.noneDescription') })
      return
    }
    dispatch({ type: 'goTo', step: 2 })
  }

  const finish = () => {
    if (state.dateEdited && sessionDateError(state.date)) {
      dateRef.current?.focus()
      return
    }
    void submit(state, defaultClubId)
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        backTo="/app/dashboard"
        backLabel={t('back')}
      />
      <UnsavedChangesDialog guard={guard} />
      <StepIndicator step={state.step} />
      {state.step === 1 ? (
        <SelectionStep
          state={state}
          dispatch={dispatch}
          headingRef={headingRef}
          AddStudent={AddStudent}
        />
      ) : (
        <FeedbackStep
          state={state}
          dispatch={dispatch}
          defaultClubId={defaultClubId}
          headingRef={headingRef}
          dateRef={dateRef}
          errors={fieldErrors}
          onEdited={clearFieldError}
        />
      )}
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border">
        {state.step === 1 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="hidden font-medium text-sm sm:block" aria-hidden>
              {t('selection.selected', { count: state.selected.length })}
            </p>
            <Button size="lg" className="w-full sm:w-auto" onClick={toFeedback}>
              {t('selection.next')}
              {state.selected.length > 0 && (
                <span
                  aria-hidden
                  className="rounded-full bg-primary-foreground px-2 py-0.5 font-semibold text-primary text-xs tabular-nums sm:hidden"
                >
                  {state.selected.length}
                </span>
              )}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        ) : (
          <div className="flex gap-3 sm:justify-end">
            <Button
              size="lg"
              variant="outline"
              onClick={() => dispatch({ type: 'goTo', step: 1 })}
              disabled={saving}
            >
              <ArrowLeft aria-hidden />
              {t('feedback.back')}
            </Button>
            <Button
              size="lg"
              className="flex-1 sm:flex-none"
              onClick={finish}
              disabled={saving || clubs.isPending}
            >
              <Check aria-hidden />
              {saving ? t('feedback.saving') : t('feedback.submit')}
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
