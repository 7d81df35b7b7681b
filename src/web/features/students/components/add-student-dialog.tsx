import '~/locales/new-session'
import type { StudentListItem } from '@shared/schemas/students.response'
import UserPlus from 'lucide-react/icons/user-plus'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { useCoachCountryCode } from '~/lib/coach-country'
import { useTranslation } from '~/lib/i18n'
import { toastSuccess } from '~/lib/toast'
import { StudentForm } from './student-form'
import { useCreateStudentConfirmingDuplicates } from './use-create-student'

/**
 * 'Adicionar aluno' of the selection step: the new-student form in a dialog; the student
 * created (always active) is handed back to be selected.
 */
export function AddStudentDialog({ onCreated }: { onCreated: (student: StudentListItem) => void }) {
  const { t } = useTranslation('new-session')
  const [open, setOpen] = useState(false)
  const countryCode = useCoachCountryCode()
  const create = useCreateStudentConfirmingDuplicates({
    errorTitle: t('addStudent.errorTitle'),
    errorFallback: t('addStudent.errorFallback'),
    onCreated: (student: StudentListItem) => {
      toastSuccess(t('addStudent.success'))
      onCreated(student)
      setOpen(false)
    },
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !create.pending && setOpen(next)}>
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
            defaultCountryCode={countryCode}
            submitLabel={t('addStudent.submit')}
            onSubmit={create.onSubmit}
            submitting={create.pending}
            onCancel={() => setOpen(false)}
          />
        )}
        {create.dialog}
      </DialogContent>
    </Dialog>
  )
}
