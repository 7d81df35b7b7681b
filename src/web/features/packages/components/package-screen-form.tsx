import '~/locales/packages'
import { LIMITS } from '@shared/constants'
import { toCents } from '@shared/domain/money'
import { type PackageScreenForm, packageScreenFormSchema } from '@shared/schemas/package'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Controller, type UseFormReturn, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { studentQuery } from '~/features/students/api'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastSuccess } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import { useCreatePackage } from '../api'
import { localToday } from '../lib/package-form-utils'
import { PackageFields, type PackageFieldValues } from './package-fields'
import {
  defaultPaymentMethod,
  PackagePaymentFields,
  type PackagePaymentValues,
  paymentBody,
} from './package-payment-fields'
import { StudentPicker } from './student-picker'

type Output = z.output<typeof packageScreenFormSchema>
const FIELDS = [
  'studentId',
  'startDate',
  'paymentDate',
  'totalClasses',
  'price',
  'validityDays',
  'dueDate',
  'paidAmount',
] as const
/** Spec §9: about 100 ms between a successful save and navigating. */
const NAVIGATE_DELAY_MS = 100

/** The form of the standalone new package screen (spec §5 New package screen). */
export function PackageScreenFormView({ initialStudentId }: { initialStudentId?: string }) {
  const { t } = useTranslation('packages')
  const navigate = useNavigate()
  const create = useCreatePackage()
  const [done, setDone] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const [pickedName, setPickedName] = useState<string>()
  const preselected = useQuery({
    ...studentQuery(initialStudentId ?? ''),
    enabled: Boolean(initialStudentId),
  })
  const today = localToday()
  const form = useForm<PackageScreenForm, unknown, Output>({
    resolver: zodResolver(packageScreenFormSchema),
    defaultValues: {
      studentId: initialStudentId ?? '',
      startDate: today,
      paymentDate: today,
      totalClasses: LIMITS.packageClassesDefault,
      price: undefined as unknown as number,
      validityDays: LIMITS.validityDefault,
      dueDate: today,
      alreadyPaid: true,
      paymentMethod: defaultPaymentMethod(),
      paidAmount: null,
    },
  })
  const studentError = form.formState.errors.studentId?.message
  // an unknown ?studentId= (removed, another coach's) is dropped: the coach picks one
  const preselectFailed = preselected.isError
  useEffect(() => {
    if (preselectFailed) form.setValue('studentId', '')
  }, [preselectFailed, form])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const pkg = await create.mutateAsync({
        studentId: values.studentId,
        totalClasses: values.totalClasses,
        priceCents: toCents(values.price),
        startDate: values.startDate,
        paymentDate: values.paymentDate,
        validityDays: values.totalClasses === 1 ? null : values.validityDays,
        origin: 'screen',
        ...paymentBody(values),
      })
      setDone(true)
      guard.allowNavigation()
      toastSuccess(t('screen.success'))
      timer.current = setTimeout(
        () => navigate(`/app/students/${pkg.studentId}?refresh=true`),
        NAVIGATE_DELAY_MS,
      )
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, { rename: { priceCents: 'price' } })
      toast.error(t('screen.errorTitle'), { description: t('screen.errorDescription') })
    }
  })
  const busy = create.isPending || done
  const guard = useUnsavedChanges(form.formState.isDirty && !done)

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <UnsavedChangesDialog guard={guard} />
      <FormField
        label={t('screen.student')}
        htmlFor="package-student"
        error={studentError}
        required
      >
        <Controller
          control={form.control}
          name="studentId"
          render={({ field }) => (
            <StudentPicker
              id="package-student"
              value={field.value}
              selectedName={pickedName ?? preselected.data?.name}
              invalid={Boolean(studentError)}
              describedBy={fieldA11y('package-student', studentError)['aria-describedby']}
              onChange={(student) => {
                setPickedName(student.name)
                field.onChange(student.id)
                field.onBlur()
              }}
            />
          )}
        />
      </FormField>
      <PackageFields
        form={form as unknown as UseFormReturn<PackageFieldValues>}
        idPrefix="package-screen"
        priceRequired
      />
      <PackagePaymentFields
        form={form as unknown as UseFormReturn<PackagePaymentValues>}
        idPrefix="package-screen"
        followStart
        showAlreadyPaid
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // Cancelar is the coach's own choice to drop the changes
            guard.allowNavigation()
            navigate('/app/dashboard')
          }}
        >
          {t('screen.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('screen.submitting') : t('screen.submit')}
        </Button>
      </div>
    </form>
  )
}
