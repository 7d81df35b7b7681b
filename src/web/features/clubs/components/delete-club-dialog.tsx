import '~/locales/profile'
import type { ClubDto } from '@shared/api-types'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
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
import { useDeleteClub } from '../api'
import { toastClubError } from './club-errors'
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
      toastClubError(t('clubs.toast.removeError'), error)
      return
    }
    toast.success(t('clubs.toast.removed'))
    setClosing(true)
    timer.current = setTimeout(onClose, CLOSE_DELAY_MS)
  }

  return (
    <AlertDialog
      open={club !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('clubs.remove.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('clubs.remove.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('clubs.remove.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy}
            onClick={(e) => {
              // stay open until the server answers
              e.preventDefault()
              void confirm()
            }}
          >
            {busy ? t('clubs.remove.removing') : t('clubs.remove.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
