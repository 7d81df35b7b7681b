import '~/locales/payments'
import type { ReceivableSummary } from '@shared/schemas/dashboard.response'
import ChevronRight from 'lucide-react/icons/chevron-right'
import HandCoins from 'lucide-react/icons/hand-coins'
import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** The students list filtered by 'Pagamento pendente' (its URL state). */
export const PENDING_PAYMENTS_URL = '/app/students?payment=pending'

/**
 * 'A receber': what the students owe and how many packages are overdue; the whole
 * card opens the students list filtered by 'Pagamento pendente'. Its accessible name is what it
 * shows (then the link's purpose), so speech input matches the visible words (WCAG 2.5.3).
 */
export function ReceivableCard({ data }: { data: ReceivableSummary | undefined }) {
  const { t } = useTranslation('payments')
  const overdue = data && data.overdueCount > 0
  return (
    <Card className="p-0">
      <Link
        to={PENDING_PAYMENTS_URL}
        className="flex items-center gap-4 rounded-xl px-3 py-3 transition-colors hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 sm:px-5 sm:py-5"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <HandCoins className="size-5" aria-hidden />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5 sm:gap-1">
          <span className="text-muted-foreground text-sm">{t('dashboard.receivable')}</span>
          {data ? (
            <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-bold text-xl tabular-nums leading-tight sm:text-2xl">
                {formatMoney(data.dueCents)}
              </span>
              <span
                className={cn(
                  'text-sm',
                  overdue
                    ? 'font-medium text-destructive-soft-foreground'
                    : 'text-muted-foreground',
                )}
              >
                {overdue
                  ? t('dashboard.overdue', { count: data.overdueCount })
                  : t('dashboard.noneOverdue')}
              </span>
            </span>
          ) : (
            <Skeleton className="h-7 w-28" aria-hidden />
          )}
        </span>
        <span className="sr-only">{t('dashboard.link')}</span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </Card>
  )
}
