import '~/locales/session-history'
import type { SessionDto } from '@shared/schemas/sessions.response'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { PackageDialog } from '~/features/packages/components/package-dialog'
import { useAssignPackage } from '~/features/sessions/api'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { AssignPackageList } from './assign-package-list'

interface AssignTarget {
  studentId: string
  name: string
}

/**
 * 'Atribuir Pacote à Aula' (spec §2, §4 Manual package assignment): the student's packages
 * with classes left as radio cards; 'Novo Pacote' sells one on the spot when there is none.
 */
export function AssignPackageDialog({
  session,
  student,
  onClose,
}: {
  session: SessionDto
  /** Whose class to assign; null when closed. */
  student: AssignTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation('session-history')
  const assign = useAssignPackage()
  const [selected, setSelected] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  // keeps the texts while the dialog animates out
  const last = useRef(student)
  if (student) last.current = student
  const target = student ?? last.current

  const close = () => {
    if (assign.isPending) return
    setSelected(null)
    onClose()
  }

  const submit = async () => {
    if (!target) return
    if (!selected) {
      toast.error(t('assign.pickTitle'), { description: t('assign.pickDescription') })
      return
    }
    try {
      await assign.mutateAsync({
        sessionId: session.id,
        input: { studentId: target.studentId, packageId: selected },
      })
    } catch (error) {
      toastError(t('assign.errorTitle'), error, t('assign.errorFallback'))
      return
    }
    toastSuccess(t('assign.success'), t('assign.successDescription', { name: target.name }))
    setSelected(null)
    onClose()
  }

  return (
    <>
      <Dialog open={student !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('assign.title')}</DialogTitle>
            <DialogDescription>
              {t('assign.description', { name: target?.name ?? '' })}
            </DialogDescription>
          </DialogHeader>
          {target && (
            <AssignPackageList
              session={session}
              studentId={target.studentId}
              selected={selected}
              onSelect={setSelected}
              onNewPackage={() => setCreating(true)}
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={assign.isPending}>
              {t('assign.cancel')}
            </Button>
            <Button onClick={() => void submit()} disabled={assign.isPending}>
              {assign.isPending ? t('assign.submitting') : t('assign.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {target && (
        <PackageDialog
          studentId={target.studentId}
          open={creating}
          onOpenChange={setCreating}
          onSaved={(pkg) => setSelected(pkg.id)}
        />
      )}
    </>
  )
}
