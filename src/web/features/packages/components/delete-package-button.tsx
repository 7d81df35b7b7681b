import '~/locales/packages'
import type { PackageDto } from '@shared/api-types'
import { shortId } from '@shared/domain/package-status'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { useDeletePackage } from '~/features/packages/api'
import { ApiError } from '~/lib/api-client'
import { toastError, toastSuccess } from '~/lib/toast'

/** 'Apagar pacote' with a confirmation; refused by the server while sessions use the package. */
export function DeletePackageButton({
  pkg,
  studentId,
  onDeleted,
}: {
  pkg: PackageDto
  studentId: string
  onDeleted: () => void
}) {
  const { t } = useTranslation('packages')
  const [open, setOpen] = useState(false)
  const remove = useDeletePackage(studentId)

  const confirm = async () => {
    try {
      await remove.mutateAsync(pkg.id)
      setOpen(false)
      toastSuccess(t('toast.deleted'))
      onDeleted()
    } catch (error) {
      setOpen(false)
      if (error instanceof ApiError && error.code === 'PACKAGE_IN_USE') {
        toast.error(t('toast.inUseTitle'), { description: t('toast.inUseDescription') })
      } else {
        toastError(t('toast.deleteError'), error, t('toast.fallback'))
      }
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="w-full text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground sm:w-auto"
        >
          <Trash2 aria-hidden />
          {t('delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('delete.description', { id: shortId(pkg.id), name: pkg.name })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
