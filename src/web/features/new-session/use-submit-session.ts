import '~/locales/new-session'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useCreateSession } from '~/features/sessions/api'
import { ApiError } from '~/lib/api-client'
import { buildCreateInput, type NewSessionState } from './new-session-state'

/** The toast text of a failed save (spec §8 Session screens). */
export function submitErrorMessage(error: unknown, t: (key: string) => string): string {
  // an answer of the server: its message; a network failure or a bug: the internal error
  if (error instanceof ApiError && error.status > 0) {
    return error.message || t('feedback.errorFallback')
  }
  return t('feedback.errorInternal')
}

/**
 * 'Finalizar Sessão': one POST (the server takes the credits in one transaction), then the
 * success toast (with the classes left without a package) and the sessions list, refreshed.
 */
export function useSubmitSession(beforeLeave?: () => void) {
  const { t } = useTranslation('new-session')
  const navigate = useNavigate()
  const create = useCreateSession()

  const submit = async (state: NewSessionState, defaultClubId: string | null) => {
    let unassigned: number
    try {
      const session = await create.mutateAsync(buildCreateInput(state, defaultClubId))
      unassigned = session.unassignedCount
    } catch (error) {
      toast.error(t('feedback.errorTitle'), { description: submitErrorMessage(error, t) })
      return false
    }
    const description = [
      t('feedback.successDescription'),
      unassigned > 0 ? t('feedback.unassigned', { count: unassigned }) : null,
    ]
      .filter(Boolean)
      .join(' ')
    toast.success(t('feedback.successTitle'), { description })
    beforeLeave?.()
    navigate('/app/sessions?refresh=true', { replace: true })
    return true
  }

  return { submit, saving: create.isPending || create.isSuccess }
}
