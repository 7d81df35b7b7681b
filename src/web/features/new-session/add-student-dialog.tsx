import '~/locales/new-session'
import type { StudentListItem } from '@shared/api-types'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { useCreateStudent } from '~/features/students/api'
import { StudentForm, type StudentFormValues } from '~/features/students/components/student-form'
import { toastError, toastSuccess } from '~/lib/toast'

/**
 * 'Adicionar aluno' of the selection step: the new-student form in a dialog; the student
 * created (always active) is handed back to be selected.
 */
export function AddStudentDialog({ onCreated }: { onCreated: (student: StudentListItem) => void }) {
  const { t } = useTranslation('new-session')
  const [open, setOpen] = useState(false)
  const create = useCreateStudent()

  const onSubmit = async (values: StudentFormValues) => {
    let student: StudentListItem
    try {
      student = await create.mutateAsync(values)
    } catch (error) {
      toastError(t('addStudent.errorTitle'), error, t('addStudent.errorFallback'))
      throw error
    }
    toastSuccess(t('addStudent.success'))
    onCreated(student)
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden />
          {t('addStudent.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('addStudent.title')}</DialogTitle>
          <DialogDescription>{t('addStudent.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <StudentForm
            idPrefix="new-session-student"
            submitLabel={t('addStudent.submit')}
            onSubmit={onSubmit}
            submitting={create.isPending}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
