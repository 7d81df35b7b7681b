import '~/locales/students'
import type { StudentListItem } from '@shared/schemas/students.response'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { ApiError } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useCreateStudent } from '../api'
import type { StudentFormValues } from './student-form'

interface Duplicate {
  values: StudentFormValues
  field: 'phone' | 'email'
  message: string
  /** Settles the form's submit: created (resolve) or not (reject, the field shows the issue). */
  settle: (error?: unknown) => void
}

function duplicateOf(error: unknown): Pick<Duplicate, 'field' | 'message'> | null {
  if (!(error instanceof ApiError) || error.code !== 'DUPLICATE_STUDENT') return null
  const field = error.issues[0]?.path === 'email' ? 'email' : 'phone'
  return { field, message: error.message }
}

/**
 * Creates a student from the new-student form. When the server answers that a student with
 * this phone or e-mail already exists (409 DUPLICATE_STUDENT), the form shows it on the field
 * and a dialog asks 'criar mesmo assim?'; confirming sends it again with allowDuplicate. The
 * form's submit lasts until the coach answers, so the form treats a confirmed creation as its
 * own save (its unsaved-changes guard lets the page go).
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
      const found = duplicateOf(error)
      if (!found) {
        toastError(errorTitle, error, errorFallback)
        throw error // the form shows the field issue
      }
      // wait for the coach's answer; cancelling leaves the issue on the field
      return new Promise<void>((resolve, reject) => {
        setDuplicate({
          ...found,
          values,
          settle: (failure) => (failure === undefined ? resolve() : reject(failure ?? error)),
        })
      })
    }
    onCreated(student)
  }

  const confirm = async () => {
    if (!duplicate) return
    try {
      const student = await create.mutateAsync({ ...duplicate.values, allowDuplicate: true })
      setDuplicate(null)
      onCreated(student)
      duplicate.settle()
    } catch (error) {
      setDuplicate(null)
      toastError(errorTitle, error, errorFallback)
      duplicate.settle(error)
    }
  }

  const cancel = () => {
    duplicate?.settle(null)
    setDuplicate(null)
  }

  const dialog = (
    <ConfirmDialog
      open={duplicate !== null}
      onOpenChange={(open) => !open && !create.isPending && cancel()}
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
