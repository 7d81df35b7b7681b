import '~/locales/payments'
import type { PaymentStatus } from '@shared/constants'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/lib/i18n'

/** Issue 13: Pago green, Parcial amber, Pendente neutral, Atrasado red. */
const VARIANT = {
  paid: 'success',
  partial: 'warning',
  pending: 'outline',
  overdue: 'destructive',
} as const satisfies Record<PaymentStatus, string>

/** A package's payment status as a badge (its accessible text names what it is about). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments')
  const label = t(`status.${status}`)
  return (
    <Badge variant={VARIANT[status]} data-payment-status={status}>
      <span className="sr-only">{t('status.label', { status: label })}</span>
      <span aria-hidden>{label}</span>
    </Badge>
  )
}
