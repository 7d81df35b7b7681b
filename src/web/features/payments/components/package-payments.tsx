import '~/locales/payments'
import { shortId } from '@shared/domain/package-status'
import { pixAvailable } from '@shared/domain/pix'
import type { PackageDto } from '@shared/schemas/packages.response'
import type { PaymentDto } from '@shared/schemas/payments.response'
import { useQuery } from '@tanstack/react-query'
import HandCoins from 'lucide-react/icons/hand-coins'
import QrCode from 'lucide-react/icons/qr-code'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { currentFormats, formatDate, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { packagePaymentsQuery, useDeletePayment } from '../api/package-payments'
import { PaymentDialog } from './payment-dialog'
import { PixChargeDialog } from './pix-charge-dialog'

function PaymentItem({ payment, onRemove }: { payment: PaymentDto; onRemove: () => void }) {
  const { t } = useTranslation('payments')
  const amount = formatMoney(payment.amountCents)
  const date = formatDate(payment.paidOn)
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium tabular-nums">{amount}</span>
          <span className="text-muted-foreground text-xs">
            {date} · {t(`methods.${payment.method}`)}
          </span>
        </span>
        {payment.note && (
          <span className="break-words text-muted-foreground text-xs">{payment.note}</span>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="shrink-0 text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
        aria-label={t('card.removeLabel', { amount, date })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
        {t('card.remove')}
      </Button>
    </li>
  )
}

/**
 * The payments part of a package card: 'Registrar pagamento' and 'Cobrar via Pix'
 * while something is due, and the payments received, each removable after a confirmation.
 */
export function PackagePayments({ pkg }: { pkg: PackageDto }) {
  const { t } = useTranslation('payments')
  const [dialog, setDialog] = useState<'pay' | 'pix' | null>(null)
  const [removing, setRemoving] = useState<PaymentDto | null>(null)
  const due = pkg.money.balanceCents > 0
  const payments = useQuery({
    ...packagePaymentsQuery(pkg.studentId, pkg.id),
    enabled: pkg.money.paidCents > 0,
  })
  const remove = useDeletePayment(pkg.studentId)

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null)
        toastSuccess(t('toast.removed'))
      },
      onError: (error) => {
        setRemoving(null)
        toastError(t('toast.removeError'), error, t('toast.fallback'))
      },
    })
  }

  return (
    <>
      {due && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="button" onClick={() => setDialog('pay')}>
            <HandCoins aria-hidden />
            {t('card.register')}
          </Button>
          {pixAvailable(currentFormats().currency) && (
            <Button type="button" variant="outline" onClick={() => setDialog('pix')}>
              <QrCode aria-hidden />
              {t('card.charge')}
            </Button>
          )}
        </div>
      )}
      {pkg.money.paidCents > 0 &&
        (payments.isPending ? (
          <div aria-busy="true" className="grid gap-2">
            <span className="sr-only">{t('card.loading')}</span>
            <Skeleton className="h-9" />
          </div>
        ) : !payments.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-destructive">{t('card.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void payments.refetch()}>
              {t('card.retry')}
            </Button>
          </div>
        ) : payments.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('card.empty')}</p>
        ) : (
          <ul
            aria-label={t('card.listLabel', { id: shortId(pkg.id) })}
            className="divide-y text-sm"
          >
            {payments.data.map((p) => (
              <PaymentItem key={p.id} payment={p} onRemove={() => setRemoving(p)} />
            ))}
          </ul>
        ))}
      <PaymentDialog
        pkg={pkg}
        open={dialog === 'pay'}
        onOpenChange={(open) => setDialog(open ? 'pay' : null)}
      />
      <PixChargeDialog
        pkg={pkg}
        open={dialog === 'pix'}
        onOpenChange={(open) => setDialog(open ? 'pix' : null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null)
        }}
        title={t('remove.title')}
        description={
          removing
            ? t('remove.description', {
                amount: formatMoney(removing.amountCents),
                date: formatDate(removing.paidOn),
                method: t(`methods.${removing.method}`),
              })
            : ''
        }
        cancelLabel={t('remove.cancel')}
        confirmLabel={t('remove.confirm')}
        pendingLabel={t('remove.removing')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  )
}
