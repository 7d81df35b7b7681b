import '~/locales/profile'
import type { ClubDto } from '@shared/schemas/clubs.response'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useTranslation } from '~/lib/i18n'
import { ClubForm } from './club-form'

/** The club dialog (spec §2): 'Adicionar Clube' for a new club, 'Editar Clube' for one. */
export function ClubFormDialog({
  open,
  onOpenChange,
  club,
  isFirstClub,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The club being edited; null to add one. */
  club: ClubDto | null
  /** No club yet: the new one becomes the default automatically. */
  isFirstClub: boolean
}) {
  const { t } = useTranslation('profile')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {club ? t('clubs.dialog.editTitle') : t('clubs.dialog.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {club ? t('clubs.dialog.editDescription') : t('clubs.dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <ClubForm
          key={club?.id ?? 'new'}
          club={club}
          isFirstClub={isFirstClub}
          onCancel={() => onOpenChange(false)}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
