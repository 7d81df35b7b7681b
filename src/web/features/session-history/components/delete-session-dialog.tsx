import '~/locales/session-history'
import type { SessionDto } from '@shared/api-types'
import { formatDateTimeBR } from '@shared/domain/dates'
import { useTranslation } from 'react-i18next'
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
import { useDeleteSession } from '~/features/sessions/api'
import { toastError, toastSuccess } from '~/lib/toast'
import { joinNames } from '../editor-state'

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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next)
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('delete.description', { date: formatDateTimeBR(session.date), names })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(e) => {
              // stays open until the server answers
              e.preventDefault()
              void confirm()
            }}
          >
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
