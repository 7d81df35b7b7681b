import '~/locales/session-history'
import type { SessionDto } from '@shared/schemas/sessions.response'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { useDeleteSession } from '~/features/sessions/api'
import { formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { joinNames } from '../lib/editor-state'

/**
 * 'Confirmar exclusão' (spec §2, §4 Session deletion): the credits go back to the packages
 * and the session is removed.
 */
export function DeleteSessionDialog({
  session,
  open,
  onOpenChange,
  onDeleted,
}: {
  session: SessionDto
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('session-history')
  const remove = useDeleteSession()
  const names = joinNames(
    session.participants.map((p) => p.name),
    t('delete.and'),
  )

  const confirm = async () => {
    try {
      await remove.mutateAsync(session.id)
    } catch (error) {
      toastError(t('delete.errorTitle'), error, t('delete.errorFallback'))
      return
    }
    toastSuccess(t('delete.success'), t('delete.successDescription'))
    onOpenChange(false)
    onDeleted()
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next)
      }}
      title={t('delete.title')}
      description={t('delete.description', { date: formatDateTime(session.date), names })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  )
}
