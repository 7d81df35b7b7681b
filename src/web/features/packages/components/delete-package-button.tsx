import '~/locales/packages'
import { shortId } from '@shared/domain/package-status'
import type { PackageDto } from '@shared/schemas/packages.response'
import Trash2 from 'lucide-react/icons/trash'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { ApiError } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'
import { toastError, toastSuccess } from '~/lib/toast'
import { useDeletePackage } from '../api'

/**
 * 'Apagar pacote' with a confirmation. While classes are linked to the package (spec §4: the
 * server refuses) the button is disabled with the reason beside it, instead of a refusal
 * after the confirmation.
 */
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
  const reasonId = useId()
  const linked = pkg.sessions.length

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

  if (linked > 0) {
    return (
      <div className="grid gap-1">
        <Button
          type="button"
          variant="ghost"
          disabled
          aria-describedby={reasonId}
          className="w-full text-destructive sm:w-auto sm:justify-self-start"
        >
          <Trash2 aria-hidden />
          {t('delete.button')}
        </Button>
        <p id={reasonId} className="max-w-xs text-muted-foreground text-xs">
          {t('delete.blocked', { count: linked })}
        </p>
      </div>
    )
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      triggerLabel={t('delete.button')}
      triggerClassName="w-full sm:w-auto"
      title={t('delete.title')}
      description={t('delete.description', { id: shortId(pkg.id), name: packageName(pkg.name) })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  )
}
