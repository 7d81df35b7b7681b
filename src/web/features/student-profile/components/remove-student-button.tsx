import '~/locales/student-profile'
import type { StudentDetail } from '@shared/api-types'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
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
import { useRemoveStudent } from '~/features/student-profile/api'
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
        >
          <Trash2 aria-hidden />
          {t('actions.remove')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('removeDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('removeDialog.description', { name: student.name })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {t('removeDialog.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('actions.removing') : t('removeDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
