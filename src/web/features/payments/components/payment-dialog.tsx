import '~/locales/payments'
import type { PackageDto } from '@shared/api-types'
import { MONEY_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '@shared/constants'
import type { Language } from '@shared/domain/locale'
import { amountText } from '@shared/domain/money'
import { shortId } from '@shared/domain/package-status'
import { paymentAmountReais, paymentCreateSchema } from '@shared/schemas/money'
import { useState } from 'react'
import { ChoiceToggles } from '~/components/choice-toggles'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { ApiError, errorMessage } from '~/lib/api-client'
import { splitIssues } from '~/lib/form-errors'
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

type Errors = Partial<Record<'amount' | 'paidOn' | 'method' | 'note', string>>
const FIELD_OF: Record<string, keyof Errors> = {
  amountCents: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  note: 'note',
}

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
  const [amount, setAmount] = useState(balance > 0 ? formatDecimal(balance) : '')
  const [paidOn, setPaidOn] = useState(coachToday())
  const [method, setMethod] = useState<PaymentMethod | null>('pix')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault()
    const next: Errors = {}
    const reais = paymentAmountReais.safeParse(parseReais(amount))
    if (!reais.success) next.amount = reais.error.issues[0]?.message
    else if (reais.data > balance)
      next.amount = t('dialog.aboveBalance', { balance: formatMoney(balance) })
    const input = paymentCreateSchema.safeParse({
      amountCents: reais.success ? reais.data : 1,
      paidOn,
      method: method ?? undefined,
      note,
    })
    if (!input.success) {
      const { fields } = splitIssues(
        input.error,
        (path) => FIELD_OF[path.split('.')[0] ?? ''] ?? null,
      )
      Object.assign(next, fields, next)
    }
    setErrors(next)
    if (Object.keys(next).length > 0 || !input.success) return
    try {
      await create.mutateAsync({ packageId: pkg.id, input: input.data })
      toastSuccess(t('toast.created'))
      onDone()
    } catch (error) {
      const { fields } = splitIssues(error, (path) => FIELD_OF[path.split('.')[0] ?? ''] ?? null)
      // a refusal without field issues (above the balance, 409) is about the amount
      if (Object.keys(fields).length === 0 && error instanceof ApiError && error.status < 500)
        fields.amount = errorMessage(error, t('toast.fallback'))
      setErrors(fields)
      toastError(t('toast.createError'), error, t('toast.fallback'))
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={t('dialog.amount', { symbol: currencySymbol() })}
          htmlFor="payment-amount"
          error={errors.amount}
          required
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...fieldA11y('payment-amount', errors.amount)}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('dialog.date')}
          htmlFor="payment-date"
          error={errors.paidOn}
          required
        >
          <Input
            type="date"
            required
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
            {...fieldA11y('payment-date', errors.paidOn)}
          />
        </FormField>
      </div>
      <ChoiceToggles
        id="payment-method"
        label={t('dialog.method')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        value={method}
        onChange={setMethod}
        required
        error={errors.method}
      />
      <FormField label={t('dialog.note')} htmlFor="payment-note" error={errors.note}>
        <Textarea
          rows={2}
          maxLength={MONEY_LIMITS.paymentNoteMax}
          placeholder={t('dialog.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...fieldA11y('payment-note', errors.note)}
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

/** 'Registrar pagamento' of a package card (issue 13): amount prefilled with the balance. */
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
