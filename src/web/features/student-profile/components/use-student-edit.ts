import { formatPhone } from '@shared/domain/phone'
import { type StudentUpdateInput, studentUpdateSchema } from '@shared/schemas/student'
import type { StudentDetail } from '@shared/schemas/students.response'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useUpdateStudent } from '~/features/students/api'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'

type Output = z.output<typeof studentUpdateSchema>
const FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'type',
  'classe',
  'status',
  'language',
  'notes',
] as const

/** The profile's edit copy of a student: the phone formatted for display (spec §2). */
function toEditValues(student: StudentDetail): StudentUpdateInput {
  return {
    name: student.name,
    email: student.email ?? '',
    phone: formatPhone(student.phone),
    gender: student.gender,
    type: student.type,
    classe: student.classe,
    status: student.status,
    language: student.language,
    notes: student.notes ?? '',
  }
}

/** View → edit → save or cancel (spec §4 Profile edit) for the student profile. */
export function useStudentEdit(student: StudentDetail | undefined) {
  const { t } = useTranslation('student-profile')
  const [editing, setEditing] = useState(false)
  const update = useUpdateStudent(student?.id ?? '')
  const form = useForm<StudentUpdateInput, unknown, Output>({
    resolver: zodResolver(studentUpdateSchema),
  })
  const guard = useUnsavedChanges(editing && form.formState.isDirty)

  const start = () => {
    if (!student) return
    form.reset(toEditValues(student))
    setEditing(true)
  }

  const cancel = () => {
    if (student) form.reset(toEditValues(student))
    setEditing(false)
  }

  // the server normalises the phone to its storage form
  const submit = form.handleSubmit(async (values) => {
    try {
      // the language is sent only when the coach changed it: a student who follows the
      // language of the coach's country keeps following it
      const { language, ...rest } = values
      await update.mutateAsync(form.formState.dirtyFields.language ? values : rest)
      toastSuccess(t('toast.updated'))
      setEditing(false)
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS)
      toastError(t('toast.saveErrorTitle'), error, t('toast.saveErrorFallback'))
    }
  })

  return { form, editing, start, cancel, submit, saving: update.isPending, guard }
}
