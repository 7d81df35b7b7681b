import '~/locales/payments'
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants'
import { isIsoDate } from '@shared/domain/dates'
import { toCents } from '@shared/domain/money'
import { defaultDueDate } from '@shared/domain/payment-status'
import { pixAvailable } from '@shared/domain/pix'
import { useEffect } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { ChoiceToggles } from '~/components/choice-toggles'
import { Checkbox } from '~/components/ui/checkbox'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { currencySymbol, currentFormats, formatDate, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { MoneyInput } from '../../../components/money-input'
import { localToday } from '../lib/package-form-utils'

/** The money fields both package forms add to PackageFieldValues. */
export interface PackagePaymentValues {
  startDate: string
  paymentDate: string
  price?: number
  dueDate?: string
  alreadyPaid?: boolean
  paymentMethod?: PaymentMethod | null
  /** Reais received now; empty = the whole price. */
  paidAmount?: number | null
}

/** The method 'Já pago' starts with: Pix where it exists (reais), a card elsewhere. */
export function defaultPaymentMethod(): PaymentMethod {
  return pixAvailable(currentFormats().currency) ? 'pix' : 'cartao'
}

/** Reais received with the package, in cents (null = the whole price). */
function partCents(values: PackagePaymentValues): number | null {
  const part = values.paidAmount
  if (part === undefined || part === null || Number.isNaN(part) || part <= 0) return null
  const cents = toCents(part)
  return values.price !== undefined && cents >= toCents(values.price) ? null : cents
}

/**
 * What a new package sends for them: 'Já pago' is one payment on the payment date (of the price,
 * or of the part typed); the due date only matters for what is still owed.
 */
export function paymentBody(values: PackagePaymentValues): {
  dueDate?: string
  payment?: { method: PaymentMethod; amountCents?: number }
} {
  const paid = Boolean(values.alreadyPaid && values.paymentMethod)
  const part = paid ? partCents(values) : null
  const owes = !paid || part !== null
  return {
    ...(owes && values.dueDate && values.dueDate !== values.startDate
      ? { dueDate: values.dueDate }
      : {}),
    ...(paid && values.paymentMethod
      ? {
          payment: {
            method: values.paymentMethod,
            ...(part !== null ? { amountCents: part } : {}),
          },
        }
      : {}),
  }
}

/**
 * For a new package, 'Já pago' (ticked by default: the payment date the coach fills is the day
 * the money came in) with its method and an optional part received; 'Vencimento do pagamento'
 * shows only while something is owed, and a new package's starts at the latest of the start date,
 * the payment date and today (`followStart`), so a package sold today is never born overdue.
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
  const [startDate, alreadyPaid, paymentDate, price, paidAmount] = useWatch({
    control: form.control,
    name: ['startDate', 'alreadyPaid', 'paymentDate', 'price', 'paidAmount'],
  })
  const id = (name: string) => `${idPrefix}-${name}`
  const dueError = errors.dueDate?.message
  const partError = errors.paidAmount?.message
  const { setValue, getFieldState } = form
  const priceCents = price !== undefined && !Number.isNaN(price) ? toCents(price) : 0
  const part = partCents({ startDate, paymentDate, price, paidAmount })
  const paidNow = alreadyPaid === true && showAlreadyPaid
  const showDue = !showAlreadyPaid || !alreadyPaid || part !== null
  const paidHint =
    paymentDate && isIsoDate(paymentDate)
      ? t(
          paymentDate > localToday() ? 'packageForm.alreadyPaidAhead' : 'packageForm.alreadyPaidOn',
          {
            amount: formatMoney(part ?? priceCents),
            date: formatDate(paymentDate),
          },
        )
      : t('packageForm.alreadyPaidHint')

  // unpaid, a payment date ahead is the day the money is expected: the due date follows it too
  const expected = isIsoDate(paymentDate ?? '') && paymentDate > startDate ? paymentDate : startDate
  useEffect(() => {
    if (followStart && !getFieldState('dueDate').isDirty)
      setValue('dueDate', defaultDueDate(expected ?? '', localToday()))
  }, [followStart, expected, setValue, getFieldState])

  const dueField = showDue && (
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
  )

  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
                <div className="grid min-w-0 gap-1">
                  <Label htmlFor={id('paid')}>{t('packageForm.alreadyPaid')}</Label>
                  <p id={id('paid-hint')} className="text-muted-foreground text-sm">
                    {paidNow ? paidHint : t('packageForm.notPaidHint')}
                  </p>
                </div>
              </div>
            )}
          />
          {paidNow && (
            <>
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
              <FormField
                className="content-start sm:max-w-xs"
                label={t('packageForm.paidAmount', { symbol: currencySymbol() })}
                htmlFor={id('paid-amount')}
                error={partError}
                hint={t('packageForm.paidAmountHint')}
              >
                <Controller
                  control={form.control}
                  name="paidAmount"
                  render={({ field }) => (
                    <MoneyInput
                      {...fieldA11y(id('paid-amount'), partError, t('packageForm.paidAmountHint'))}
                      name={field.name}
                      ref={field.ref}
                      value={field.value ?? undefined}
                      onChange={(v) => field.onChange(v ?? null)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </FormField>
            </>
          )}
        </div>
      )}
      {dueField}
    </div>
  )
}
