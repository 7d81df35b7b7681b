import '~/locales/new-session'
import '~/locales/voice-notes'
import { sessionCreateSchema } from '@shared/schemas/session'
import type { SessionDto } from '@shared/schemas/sessions.response'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useCreateSession } from '~/features/sessions/api'
import { afterClassState } from '~/lib/after-class'
import { ApiError } from '~/lib/api-client'
import { splitIssues } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { buildCreateInput, type NewSessionState } from '../lib/new-session-state'

/** The toast text of a failed save (spec §8 Session screens). */
function submitErrorMessage(error: unknown, t: (key: string) => string): string {
  // an answer of the server: its message; a network failure or a bug: the internal error
  if (error instanceof ApiError && error.status > 0) {
    return error.message || t('feedback.errorFallback')
  }
  return t('feedback.errorInternal')
}

/** The form fields an issue of POST /api/sessions lands on ('date', 'notes', 'feedbacks.<id>.notes'). */
function fieldOf(state: NewSessionState) {
  return (path: string): string | null => {
    if (path === 'date' || path === 'notes') return path
    const m = /^feedbacks\.(\d+)\.notes$/.exec(path)
    const student = m ? state.selected[Number(m[1])] : undefined
    return student ? `feedbacks.${student.id}.notes` : null
  }
}

/**
 * 'Finalizar Sessão': the shared schema first, then one POST (the server takes the credits in
 * one transaction), then the success toast (with the classes left without a package) and the
 * sessions list, refreshed. Field issues — the browser's or the server's — show on the fields.
 */
export function useSubmitSession(beforeLeave?: () => void) {
  const { t } = useTranslation('new-session')
  const navigate = useNavigate()
  const create = useCreateSession()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  const showIssues = (source: unknown, state: NewSessionState) => {
    const { fields, rest } = splitIssues(source, fieldOf(state))
    setFieldErrors(fields)
    return { onFields: Object.keys(fields).length > 0, rest }
  }

  const submit = async (state: NewSessionState, defaultClubId: string | null) => {
    // a note still recording or uploading (or failed, not retried) would be lost: wait
    if (state.voiceBusy.some((id) => state.selected.some((s) => s.id === id))) {
      toast.error(t('feedback.errorTitle'), { description: t('voice-notes:busy') })
      return false
    }
    const input = buildCreateInput(state, defaultClubId)
    const parsed = sessionCreateSchema.safeParse(input)
    if (!parsed.success) {
      const { onFields, rest } = showIssues(parsed.error, state)
      if (!onFields) toast.error(t('feedback.errorTitle'), { description: rest[0]?.message })
      return false
    }
    setFieldErrors({})
    let session: SessionDto
    try {
      session = await create.mutateAsync(input)
    } catch (error) {
      if (!showIssues(error, state).onFields) {
        toast.error(t('feedback.errorTitle'), { description: submitErrorMessage(error, t) })
      }
      return false
    }
    const unassigned = session.unassignedCount
    const description = [
      t('feedback.successDescription'),
      unassigned > 0 ? t('feedback.unassigned', { count: unassigned }) : null,
    ]
      .filter(Boolean)
      .join(' ')
    toast.success(t('feedback.successTitle'), { description })
    beforeLeave?.()
    // from the agenda ('Registrar aula'): back to the lesson's day, where it shows 'Realizada';
    // the class rides along so the next screen offers 'Enviar resumo' per student
    navigate(state.returnTo ?? '/app/sessions?refresh=true', {
      replace: true,
      state: afterClassState(session),
    })
    return true
  }

  const clearFieldError = (field: string) =>
    setFieldErrors((prev) => {
      if (!(field in prev)) return prev
      const { [field]: _, ...rest } = prev
      return rest
    })

  return {
    submit,
    saving: create.isPending || create.isSuccess,
    fieldErrors,
    clearFieldError,
  }
}
