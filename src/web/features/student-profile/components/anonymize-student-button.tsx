import '~/locales/student-profile'
import { ANONYMIZED_PHONE } from '@shared/constants'
import type { StudentDetail } from '@shared/schemas/students.response'
import ShieldCheck from 'lucide-react/icons/shield-check'
import UserX from 'lucide-react/icons/user-x'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { useAnonymizeStudent } from '~/features/student-profile/api'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'

/**
 * 'Apagar dados pessoais' (LGPD, decision 0008): erases the student's name, phone, e-mail and
 * notes after a confirmation that says what is kept. Once done, a line says so instead.
 */
export function AnonymizeStudentButton({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('student-profile')
  const [open, setOpen] = useState(false)
  const anonymize = useAnonymizeStudent(student.id)

  if (student.phone === ANONYMIZED_PHONE) {
    return (
      <p className="flex items-start gap-2 text-muted-foreground text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('anonymize.erased')}
      </p>
    )
  }

  const confirm = async () => {
    try {
      await anonymize.mutateAsync()
      setOpen(false)
      toastSuccess(t('anonymize.done'))
    } catch (error) {
      setOpen(false)
      toastError(t('anonymize.errorTitle'), error, t('anonymize.errorFallback'))
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <UserX aria-hidden />
        {t('anonymize.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('anonymize.title')}
        description={t('anonymize.description', { name: student.name })}
        cancelLabel={t('anonymize.cancel')}
        confirmLabel={t('anonymize.confirm')}
        pendingLabel={t('anonymize.pending')}
        pending={anonymize.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
