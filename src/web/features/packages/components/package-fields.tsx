import '~/locales/packages'
import { isIsoDate } from '@shared/domain/dates'
import { expiryDateFor } from '@shared/domain/package-status'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { currencySymbol, formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { MoneyInput } from '../../../components/money-input'

/** The fields both package forms share (profile dialog and new package screen). */
export interface PackageFieldValues {
  startDate: string
  paymentDate: string
  totalClasses: number
  price: number
  validityDays?: number | null
}

const optionalNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : Number(v)

/** The expiry the server will compute (spec §4): start + validity; 1 class = start day. */
export function expiryPreview(values: Partial<PackageFieldValues>): string | null {
  const { startDate, totalClasses, validityDays } = values
  if (!startDate || !isIsoDate(startDate)) return null
  if (!totalClasses || !Number.isInteger(totalClasses) || totalClasses < 1) return null
  if (totalClasses !== 1 && (!validityDays || !Number.isInteger(validityDays) || validityDays < 1))
    return null
  return expiryDateFor(startDate, totalClasses, validityDays)
}

export function PackageFields({
  form,
  idPrefix,
  priceEmptyValue,
  priceRequired,
}: {
  form: UseFormReturn<PackageFieldValues>
  idPrefix: string
  /** What an empty price means: 0 in the dialog (spec default), nothing on the screen. */
  priceEmptyValue?: number
  priceRequired?: boolean
}) {
  const { t } = useTranslation('packages')
  const { errors } = form.formState
  const [startDate, totalClasses, validityDays] = useWatch({
    control: form.control,
    name: ['startDate', 'totalClasses', 'validityDays'],
  })
  const single = totalClasses === 1
  const expiry = expiryPreview({ startDate, totalClasses, validityDays })
  const id = (name: string) => `${idPrefix}-${name}`
  const err = {
    startDate: errors.startDate?.message,
    paymentDate: errors.paymentDate?.message,
    totalClasses: errors.totalClasses?.message,
    price: errors.price?.message,
    validityDays: errors.validityDays?.message,
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={t('fields.startDate')}
          htmlFor={id('start')}
          error={err.startDate}
          required
        >
          <Input
            type="date"
            required
            {...fieldA11y(id('start'), err.startDate)}
            {...form.register('startDate')}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('fields.paymentDate')}
          htmlFor={id('payment')}
          error={err.paymentDate}
          required
        >
          <Input
            type="date"
            required
            {...fieldA11y(id('payment'), err.paymentDate)}
            {...form.register('paymentDate')}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('fields.totalClasses')}
          htmlFor={id('classes')}
          error={err.totalClasses}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            required
            {...fieldA11y(id('classes'), err.totalClasses)}
            {...form.register('totalClasses', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('fields.price', { symbol: currencySymbol() })}
          htmlFor={id('price')}
          error={err.price}
          required={priceRequired}
        >
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <MoneyInput
                placeholder={t('fields.pricePlaceholder')}
                required={priceRequired}
                {...fieldA11y(id('price'), err.price)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                emptyValue={priceEmptyValue}
              />
            )}
          />
        </FormField>
        {!single && (
          <FormField
            className="content-start"
            label={t('fields.validity')}
            htmlFor={id('validity')}
            error={err.validityDays}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              required
              {...fieldA11y(id('validity'), err.validityDays)}
              {...form.register('validityDays', { setValueAs: optionalNumber })}
            />
          </FormField>
        )}
      </div>
      <p aria-live="polite" className="text-muted-foreground text-sm" data-testid="expiry-preview">
        {expiry &&
          (single
            ? t('fields.singleClassHint', { date: formatDate(expiry) })
            : t('fields.expiryHint', { date: formatDate(expiry) }))}
      </p>
    </>
  )
}
