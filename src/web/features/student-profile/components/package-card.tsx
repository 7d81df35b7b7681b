import '~/locales/student-profile'
import '~/locales/payments'
import { creditColour } from '@shared/domain/credits'
import { shortId } from '@shared/domain/package-status'
import type { PackageDto } from '@shared/schemas/packages.response'
import Pencil from 'lucide-react/icons/pencil'
import { PaymentStatusBadge } from '~/components/payment-status-badge'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { formatDate, formatDateTimeShort, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** Spec §4 credit colour, as AA text colours. */
const CREDIT_TEXT = {
  red: 'text-destructive-soft-foreground',
  yellow: 'text-warning-soft-foreground',
  green: 'text-success-soft-foreground',
} as const

function Item({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={cn('font-medium tabular-nums', className)}>{value}</dd>
    </div>
  )
}

/** One package of the Pacotes tab (spec §2 Student profile). */
export function PackageCard({
  pkg,
  onEdit,
  payments,
  children,
}: {
  pkg: PackageDto
  onEdit: () => void
  /** Under the payment summary: 'Registrar pagamento', 'Cobrar via Pix' and the payments. */
  payments?: React.ReactNode
  /** Below the card's details: the credit history disclosure. */
  children?: React.ReactNode
}) {
  const { t } = useTranslation('student-profile')
  const { t: tp } = useTranslation('payments')
  const { money } = pkg
  const active = pkg.status === 'active'
  const title = t('packages.cardTitle', { id: shortId(pkg.id) })
  const percent = pkg.totalClasses > 0 ? (pkg.remainingClasses / pkg.totalClasses) * 100 : 0
  const progressText = t('packages.progress', {
    remaining: pkg.remainingClasses,
    total: pkg.totalClasses,
  })

  return (
    <Card className="gap-4" aria-label={title} role="article">
      <CardHeader className="gap-1">
        <CardTitle asChild>
          <h3 className="flex flex-wrap items-center gap-2 text-base">
            <span>{title}</span>
            <Badge variant={active ? 'success' : 'destructive'}>
              {active ? t('packages.active') : t('packages.expired')}
            </Badge>
            <PaymentStatusBadge status={money.paymentStatus} />
          </h3>
        </CardTitle>
        <p className="text-muted-foreground text-sm">
          {t('packages.cardSubtitle', {
            count: pkg.totalClasses,
            date: formatDate(pkg.purchaseDate),
          })}
        </p>
        <CardAction>
          <Button variant="ghost" size="icon" aria-label={t('packages.edit')} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Item label={t('packages.total')} value={String(pkg.totalClasses)} />
          <Item
            label={t('packages.remaining')}
            value={String(pkg.remainingClasses)}
            className={CREDIT_TEXT[creditColour(pkg.remainingClasses)]}
          />
          <Item label={t('packages.paid')} value={formatMoney(pkg.priceCents)} />
          <Item label={t('packages.start')} value={formatDate(pkg.purchaseDate)} />
          <Item label={t('packages.payment')} value={formatDate(pkg.paymentDate)} />
          <Item label={t('packages.expiry')} value={formatDate(pkg.expiryDate)} />
        </dl>
        <section aria-label={tp('card.section')} className="border-t pt-3">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Item
              label={tp('card.paidLabel')}
              value={tp('card.paidOf', {
                paid: formatMoney(money.paidCents),
                price: formatMoney(money.priceCents),
              })}
            />
            {money.balanceCents > 0 && (
              <>
                <Item
                  label={tp('card.balance')}
                  value={formatMoney(money.balanceCents)}
                  className={
                    money.paymentStatus === 'overdue'
                      ? 'text-destructive-soft-foreground'
                      : 'text-warning-soft-foreground'
                  }
                />
                <Item label={tp('card.dueDate')} value={formatDate(money.dueDate)} />
              </>
            )}
          </dl>
          {payments && <div className="mt-3 grid gap-3">{payments}</div>}
        </section>
        {active && (
          <div className="grid gap-1">
            <Progress
              value={percent}
              aria-label={progressText}
              getValueLabel={() => progressText}
            />
            <p className="text-muted-foreground text-xs">{progressText}</p>
          </div>
        )}
        <section className="border-t pt-3">
          <h4 className="mb-2 font-medium text-sm">{t('packages.sessions')}</h4>
          {pkg.sessions.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('packages.noSessions')}</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {pkg.sessions.map((s) => (
                <li key={s.sessionId} className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums">{formatDateTimeShort(s.date)}</span>
                  {s.manuallyAssigned && <Badge variant="outline">{t('packages.manual')}</Badge>}
                </li>
              ))}
            </ul>
          )}
        </section>
        {children}
      </CardContent>
    </Card>
  )
}
