import '~/locales/payments'
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants'
import { useEffect } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { ChoiceToggles } from '~/components/choice-toggles'
import { Checkbox } from '~/components/ui/checkbox'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useTranslation } from '~/lib/i18n'

/** Issue 13: the money fields both package forms add to PackageFieldValues. */
export interface PackagePaymentValues {
  startDate: string
  paymentDate: string
  dueDate?: string
  alreadyPaid?: boolean
  paymentMethod?: PaymentMethod | null
}

/** What a new package sends for them: `dueDate` only when it is not the start date. */
export function paymentBody(values: PackagePaymentValues): {
  dueDate?: string
  payment?: { method: PaymentMethod }
} {
  return {
    ...(values.dueDate && values.dueDate !== values.startDate ? { dueDate: values.dueDate } : {}),
    ...(values.alreadyPaid && values.paymentMethod
      ? { payment: { method: values.paymentMethod } }
      : {}),
  }
}

/**
^ * 'Vencimento do pagamento' (follows the start date until the coach changes it, when `followStart`) and,
 * for a new package, 'Já pago' with its payment method.
 */
export function PackagePaymentFields({
  form,
  idPrefix,
  followStart,
  showAlreadyPaid,
}: {
  form: UseFormReturn<PackagePaymentValues>
  idPrefix: string
  followStart: boolean
  showAlreadyPaid: boolean
}) {
  const { t } = useTranslation('payments')
  const { errors } = form.formState
  const [startDate, alreadyPaid] = useWatch({
    control: form.control,
    name: ['startDate', 'alreadyPaid'],
  })
  const id = (name: string) => `${idPrefix}-${name}`
  const dueError = errors.dueDate?.message
  const { setValue, getFieldState } = form

  useEffect(() => {
    if (followStart && !getFieldState('dueDate').isDirty) setValue('dueDate', startDate)
  }, [followStart, startDate, setValue, getFieldState])

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        className="content-start"
        label={t('packageForm.dueDate')}
        htmlFor={id('due')}
        error={dueError}
        hint={t('packageForm.dueDateHint')}
      >
        <Input
          type="date"
          {...fieldA11y(id('due'), dueError, t('packageForm.dueDateHint'))}
          {...form.register('dueDate')}
        />
      </FormField>
      {showAlreadyPaid && (
        <div className="grid content-start gap-3 sm:col-span-2">
          <Controller
            control={form.control}
            name="alreadyPaid"
            render={({ field }) => (
              <div className="flex items-start gap-2">
                <Checkbox
                  id={id('paid')}
                  checked={field.value === true}
                  onCheckedChange={(c) => field.onChange(c === true)}
                  aria-describedby={id('paid-hint')}
                />
                <div className="grid gap-1">
                  <Label htmlFor={id('paid')}>{t('packageForm.alreadyPaid')}</Label>
                  <p id={id('paid-hint')} className="text-muted-foreground text-sm">
                    {t('packageForm.alreadyPaidHint')}
                  </p>
                </div>
              </div>
            )}
          />
          {alreadyPaid && (
            <Controller
              control={form.control}
              name="paymentMethod"
              render={({ field }) => (
                <ChoiceToggles
                  id={id('method')}
                  label={t('packageForm.method')}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                  required
                  error={errors.paymentMethod?.message}
                />
              )}
            />
          )}
        </div>
      )}
    </div>
  )
}
