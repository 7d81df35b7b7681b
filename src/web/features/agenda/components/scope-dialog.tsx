import '~/locales/agenda'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'

export type SeriesScope = 'this' | 'following'

/**
 * The calendar-app question for a weekly slot's lesson: 'Só esta aula' or 'Esta e
 * as seguintes', before editing or cancelling it. Choosing is the confirmation.
 */
export function ScopeDialog({
  action,
  pending = false,
  onChoose,
  onClose,
}: {
  /** null: closed. */
  action: 'edit' | 'cancel' | null
  pending?: boolean
  onChoose: (scope: SeriesScope) => void
  onClose: () => void
}) {
  const { t } = useTranslation('agenda')
  const cancel = action === 'cancel'
  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {cancel ? t('scope.cancelTitle') : t('scope.editTitle')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {cancel ? t('scope.cancelDescription') : t('scope.editDescription')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Button
            variant={cancel ? 'destructive' : 'default'}
            disabled={pending}
            onClick={() => onChoose('this')}
          >
            {t('scope.this')}
          </Button>
          <Button
            variant={cancel ? 'outline' : 'secondary'}
            className={
              cancel ? 'border-destructive/40 text-destructive hover:text-destructive' : undefined
            }
            disabled={pending}
            onClick={() => onChoose('following')}
          >
            {t('scope.following')}
          </Button>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('scope.back')}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
