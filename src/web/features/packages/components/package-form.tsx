import '~/locales/packages'
import { LIMITS } from '@shared/constants'
import { toCents } from '@shared/domain/money'
import { type PackageDialogForm, packageDialogFormSchema } from '@shared/schemas/package'
import type { PackageDto } from '@shared/schemas/packages.response'
import { useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '~/components/ui/button'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import { useCreatePackage, useUpdatePackage } from '../api'
import { localToday } from '../lib/package-form-utils'
import { DeletePackageButton } from './delete-package-button'
import { PackageFields, type PackageFieldValues } from './package-fields'
import {
  defaultPaymentMethod,
  PackagePaymentFields,
  type PackagePaymentValues,
  paymentBody,
} from './package-payment-fields'

type Output = z.output<typeof packageDialogFormSchema>
const FIELDS = [
  'startDate',
  'paymentDate',
  'totalClasses',
  'price',
  'validityDays',
  'dueDate',
  'paidAmount',
] as const

function defaultsFor(pkg: PackageDto | undefined): PackageDialogForm {
  if (!pkg) {
    const today = localToday()
    return {
      startDate: today,
      paymentDate: today,
      totalClasses: LIMITS.packageClassesDefault,
      price: 0,
      validityDays: LIMITS.validityDefault,
      dueDate: today,
      alreadyPaid: true,
      paymentMethod: defaultPaymentMethod(),
      paidAmount: null,
    }
  }
  return {
    startDate: pkg.purchaseDate,
    paymentDate: pkg.paymentDate,
    totalClasses: pkg.totalClasses,
    price: pkg.priceCents / 100,
    // a single-class package has 0 days; if it grows, start from the default validity
    validityDays: pkg.validityDays > 0 ? pkg.validityDays : LIMITS.validityDefault,
    dueDate: pkg.money.dueDate,
  }
}

/**
 * The package form of the profile dialog (spec §5 Package form in the profile dialog):
 * creates a package for a student, or edits one (and offers to delete it).
 */
export function PackageForm({
  studentId,
  pkg,
  onSaved,
  onCancel,
  onDeleted,
}: {
  studentId: string
  pkg?: PackageDto
  onSaved: (pkg: PackageDto) => void
  onCancel: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('packages')
  const create = useCreatePackage()
  const update = useUpdatePackage(studentId)
  const form = useForm<PackageDialogForm, unknown, Output>({
    resolver: zodResolver(packageDialogFormSchema),
    defaultValues: defaultsFor(pkg),
  })
  // stays disabled after success: the dialog closes a moment later (no double submit)
  const [saved, setSaved] = useState(false)
  const pending = create.isPending || update.isPending || saved
  const guard = useUnsavedChanges(form.formState.isDirty && !saved)

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      totalClasses: values.totalClasses,
      priceCents: toCents(values.price),
      startDate: values.startDate,
      paymentDate: values.paymentDate,
      validityDays: values.totalClasses === 1 ? null : values.validityDays,
    }
    try {
      const result = pkg
        ? await update.mutateAsync({
            id: pkg.id,
            input: {
              ...body,
              ...(values.dueDate && values.dueDate !== pkg.money.dueDate
                ? { dueDate: values.dueDate }
                : {}),
            },
          })
        : await create.mutateAsync({
            ...body,
            studentId,
            origin: 'profile',
            ...paymentBody(values),
          })
      setSaved(true)
      toastSuccess(pkg ? t('toast.updated') : t('toast.created'))
      onSaved(result)
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, { rename: { priceCents: 'price' } })
      toastError(pkg ? t('toast.updateError') : t('toast.createError'), error, t('toast.fallback'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <UnsavedChangesDialog guard={guard} />
      <PackageFields
        form={form as unknown as UseFormReturn<PackageFieldValues>}
        idPrefix="package-dialog"
        priceEmptyValue={0}
      />
      <PackagePaymentFields
        form={form as unknown as UseFormReturn<PackagePaymentValues>}
        idPrefix="package-dialog"
        followStart={!pkg}
        showAlreadyPaid={!pkg}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {pkg && <DeletePackageButton pkg={pkg} studentId={studentId} onDeleted={onDeleted} />}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </div>
      </div>
    </form>
  )
}
