import '~/locales/student-profile'
import type { StudentDetail } from '@shared/schemas/students.response'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { useRemoveStudent } from '~/features/student-profile/api'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'

/** 'Remover aluno' (edit mode) with a confirmation; refused by the server with history. */
export function RemoveStudentButton({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('student-profile')
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const remove = useRemoveStudent(student.id)

  const confirm = async () => {
    try {
      await remove.mutateAsync()
      setOpen(false)
      toastSuccess(t('toast.removed'))
      await navigate('/app/students', { replace: true })
      void remove.forget()
    } catch (error) {
      setOpen(false)
      toastError(t('toast.removeErrorTitle'), error, t('toast.removeErrorFallback'))
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      triggerLabel={t('actions.remove')}
      title={t('removeDialog.title')}
      description={t('removeDialog.description', { name: student.name })}
      cancelLabel={t('removeDialog.cancel')}
      confirmLabel={t('removeDialog.confirm')}
      pendingLabel={t('actions.removing')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  )
}
