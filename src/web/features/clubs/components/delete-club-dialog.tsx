import '~/locales/profile'
import type { ClubDto } from '@shared/schemas/clubs.response'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useDeleteClub } from '../api'
import { CLOSE_DELAY_MS } from './club-form'

/** Delete confirmation (spec §2): 'Remover clube', with Cancelar and Remover. */
export function DeleteClubDialog({
  club,
  onClose,
}: {
  /** The club to remove; null when the dialog is closed. */
  club: ClubDto | null
  onClose: () => void
}) {
  const { t } = useTranslation('profile')
  const remove = useDeleteClub()
  const [closing, setClosing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (club) setClosing(false)
  }, [club])
  const busy = remove.isPending || closing

  const confirm = async () => {
    if (!club) return
    try {
      await remove.mutateAsync(club.id)
    } catch (error) {
      toastError(t('clubs.toast.removeError'), error)
      return
    }
    toast.success(t('clubs.toast.removed'))
    setClosing(true)
    timer.current = setTimeout(onClose, CLOSE_DELAY_MS)
  }

  return (
    <ConfirmDialog
      open={club !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
      title={t('clubs.remove.title')}
      description={t('clubs.remove.description')}
      cancelLabel={t('clubs.remove.cancel')}
      confirmLabel={t('clubs.remove.confirm')}
      pendingLabel={t('clubs.remove.removing')}
      pending={busy}
      onConfirm={() => void confirm()}
    />
  )
}
