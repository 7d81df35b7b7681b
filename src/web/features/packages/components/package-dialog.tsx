import '~/locales/packages'
import type { PackageDto } from '@shared/schemas/packages.response'
import { useEffect, useRef } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useTranslation } from '~/lib/i18n'
import { PackageForm } from './package-form'

/** Spec §9: about 100 ms between a successful save and closing. */
const CLOSE_DELAY_MS = 100

/**
 * Create ('Novo Pacote') or edit ('Editar Pacote') a student's package, over the current
 * screen. Reused wherever a package is sold on the spot (e.g. the assign package dialog).
 */
export function PackageDialog({
  studentId,
  package: pkg,
  open,
  onOpenChange,
  onSaved,
}: {
  studentId: string
  package?: PackageDto
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved?: (pkg: PackageDto) => void
}) {
  const { t } = useTranslation('packages')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const closeSoon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{pkg ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
          <DialogDescription>
            {pkg ? t('dialog.editDescription') : t('dialog.createDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* mounted only while open: every opening starts from fresh defaults */}
        <PackageForm
          studentId={studentId}
          pkg={pkg}
          onCancel={() => onOpenChange(false)}
          onDeleted={() => onOpenChange(false)}
          onSaved={(saved) => {
            onSaved?.(saved)
            closeSoon()
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
