import '~/locales/students'
import type { StudentListItem } from '@shared/api-types'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { ApiError } from '~/lib/api-client'
import { toastError } from '~/lib/toast'
import { useCreateStudent } from './api'
import type { StudentFormValues } from './components/student-form'

interface Duplicate {
  values: StudentFormValues
  field: 'phone' | 'email'
  message: string
}

function duplicateOf(error: unknown, values: StudentFormValues): Duplicate | null {
  if (!(error instanceof ApiError) || error.code !== 'DUPLICATE_STUDENT') return null
  const field = error.issues[0]?.path === 'email' ? 'email' : 'phone'
  return { values, field, message: error.message }
}

/**
 * Creates a student from the new-student form. When the server answers that a student with
 * this phone or e-mail already exists (409 DUPLICATE_STUDENT), the form shows it on the field
 * and a dialog asks 'criar mesmo assim?'; confirming sends it again with allowDuplicate.
 */
export function useCreateStudentConfirmingDuplicates({
  onCreated,
  errorTitle,
  errorFallback,
}: {
  onCreated: (student: StudentListItem) => void
  errorTitle: string
  errorFallback: string
}) {
  const { t } = useTranslation('students')
  const create = useCreateStudent()
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null)

  const onSubmit = async (values: StudentFormValues) => {
    let student: StudentListItem
    try {
      student = await create.mutateAsync(values)
    } catch (error) {
      const found = duplicateOf(error, values)
      if (found) setDuplicate(found)
      else toastError(errorTitle, error, errorFallback)
      throw error // the form shows the field issue
    }
    onCreated(student)
  }

  const confirm = async () => {
    if (!duplicate) return
    try {
      const student = await create.mutateAsync({ ...duplicate.values, allowDuplicate: true })
      setDuplicate(null)
      onCreated(student)
    } catch (error) {
      setDuplicate(null)
      toastError(errorTitle, error, errorFallback)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={duplicate !== null}
      onOpenChange={(open) => !open && !create.isPending && setDuplicate(null)}
      title={duplicate ? t(`duplicate.title_${duplicate.field}`) : ''}
      description={duplicate ? t('duplicate.description', { message: duplicate.message }) : ''}
      cancelLabel={t('duplicate.cancel')}
      confirmLabel={t('duplicate.confirm')}
      pendingLabel={t('duplicate.creating')}
      pending={create.isPending}
      onConfirm={confirm}
      confirmVariant="default"
    />
  )
  return { onSubmit, pending: create.isPending, dialog }
}
