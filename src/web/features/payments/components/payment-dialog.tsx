import '~/locales/payments'
import { MONEY_LIMITS, PAYMENT_METHODS } from '@shared/constants'
import type { Language } from '@shared/domain/locale'
import { amountText } from '@shared/domain/money'
import { shortId } from '@shared/domain/package-status'
import {
  type PaymentCreateInput,
  paymentAmountReais,
  paymentCreateSchema,
} from '@shared/schemas/money'
import type { PackageDto } from '@shared/schemas/packages.response'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { ChoiceToggles } from '~/components/choice-toggles'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { ApiError, errorMessage } from '~/lib/api-client'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import {
  coachToday,
  currencySymbol,
  currentFormats,
  formatDecimal,
  formatMoney,
} from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useCreatePayment } from '../api/package-payments'
import { PackageActionDialog } from './package-action-dialog'

/**
 * What the coach typed as a number of the currency, WITHOUT rounding (so '10,005' stays 10.005
 * and the two-decimals rule can refuse it): the separators of `amountText` in the coach's
 * language. NaN when it is not a number.
 */
export function parseReais(text: string, language: Language = currentFormats().language): number {
  const s = amountText(text, language)
  return s === null || s.startsWith('-') ? Number.NaN : Number(s)
}

const FIELDS = ['amount', 'paidOn', 'method', 'note'] as const

/**
 * The payment form's values as typed (the amount as text in the coach's language) checked with
 * the shared rules: the amount in reais (two decimals at most, not above the balance), then the
 * API's schema for the rest; its output is the API's body.
 */
function paymentFormSchema(balance: number, aboveBalance: string) {
  const { paidOn, method, note } = paymentCreateSchema.shape
  return z
    .object({
      amount: z
        .string()
        .transform((text) => parseReais(text))
        .pipe(paymentAmountReais)
        .refine((cents) => cents <= balance, { error: aboveBalance }),
      paidOn,
      method,
      note,
    })
    .transform(({ amount, ...rest }): PaymentCreateInput => ({ amountCents: amount, ...rest }))
}

type PaymentFormValues = z.input<ReturnType<typeof paymentFormSchema>>

/** The form inside the dialog: mounted on every opening, so it starts from fresh defaults. */
function PaymentForm({
  pkg,
  onDone,
  onCancel,
}: {
  pkg: PackageDto
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('payments')
  const create = useCreatePayment(pkg.studentId)
  const balance = pkg.money.balanceCents
  const schema = useMemo(
    () => paymentFormSchema(balance, t('dialog.aboveBalance', { balance: formatMoney(balance) })),
    [balance, t],
  )
  const form = useForm<PaymentFormValues, unknown, PaymentCreateInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: balance > 0 ? formatDecimal(balance) : '',
      paidOn: coachToday(),
      method: 'pix',
      note: '',
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync({ packageId: pkg.id, input })
      toastSuccess(t('toast.created'))
      onDone()
    } catch (error) {
      const onFields = applyServerIssues(error, form.setError, FIELDS, {
        rename: { amountCents: 'amount' },
      })
      // a refusal without field issues (above the balance, 409) is about the amount
      if (!onFields && error instanceof ApiError && error.status < 500)
        form.setError('amount', {
          type: 'server',
          message: errorMessage(error, t('toast.fallback')),
        })
      toastError(t('toast.createError'), error, t('toast.fallback'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={t('dialog.amount', { symbol: currencySymbol() })}
          htmlFor="payment-amount"
          error={errors.amount?.message}
          required
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            {...fieldA11y('payment-amount', errors.amount?.message)}
            {...form.register('amount')}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('dialog.date')}
          htmlFor="payment-date"
          error={errors.paidOn?.message}
          required
        >
          <Input
            type="date"
            required
            {...fieldA11y('payment-date', errors.paidOn?.message)}
            {...form.register('paidOn')}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <ChoiceToggles
            id="payment-method"
            label={t('dialog.method')}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            value={field.value}
            // a cleared choice is a missing one: the schema's 'Selecione a forma de pagamento'
            onChange={(m) => field.onChange(m ?? undefined)}
            required
            error={errors.method?.message}
          />
        )}
      />
      <FormField label={t('dialog.note')} htmlFor="payment-note" error={errors.note?.message}>
        <Textarea
          rows={2}
          maxLength={MONEY_LIMITS.paymentNoteMax}
          placeholder={t('dialog.notePlaceholder')}
          {...fieldA11y('payment-note', errors.note?.message)}
          {...form.register('note')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('dialog.saving') : t('dialog.save')}
        </Button>
      </div>
    </form>
  )
}

/** 'Registrar pagamento' of a package card: amount prefilled with the balance. */
export function PaymentDialog({
  pkg,
  open,
  onOpenChange,
}: {
  pkg: PackageDto
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('payments')
  return (
    <PackageActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description', {
        id: shortId(pkg.id),
        balance: formatMoney(pkg.money.balanceCents),
      })}
    >
      <PaymentForm
        pkg={pkg}
        onDone={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </PackageActionDialog>
  )
}
