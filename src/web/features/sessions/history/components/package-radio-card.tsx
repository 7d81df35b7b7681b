import '~/locales/session-history'
import type { PackageDto } from '@shared/schemas/packages.response'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { Badge } from '~/components/ui/badge'
import { RadioGroupItem } from '~/components/ui/radio-group'
import { formatDate, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'

/** A package offered in the assign dialog, as a radio card (spec §2 Assign package dialog). */
export function PackageRadioCard({ pkg, id }: { pkg: PackageDto; id: string }) {
  const { t } = useTranslation('session-history')
  const expired = pkg.status === 'expired'
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
    >
      <RadioGroupItem value={pkg.id} id={id} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-1.5 text-sm">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium">{packageName(pkg.name)}</span>
          <span className="flex items-center gap-2">
            {expired && <Badge variant="destructive">{t('assign.expired')}</Badge>}
            <span className="font-semibold tabular-nums">
              {t('assign.remaining', { remaining: pkg.remainingClasses, total: pkg.totalClasses })}
            </span>
          </span>
        </span>
        <span className="grid grid-cols-3 gap-2 text-muted-foreground text-xs">
          <span>
            <span className="block">{t('assign.price')}</span>
            <span className="font-medium text-foreground tabular-nums">
              {formatMoney(pkg.priceCents)}
            </span>
          </span>
          <span>
            <span className="block">{t('assign.purchase')}</span>
            <span className="font-medium text-foreground tabular-nums">
              {formatDate(pkg.purchaseDate)}
            </span>
          </span>
          <span>
            <span className="block">{t('assign.expiry')}</span>
            <span className="font-medium text-foreground tabular-nums">
              {formatDate(pkg.expiryDate)}
            </span>
          </span>
        </span>
        {expired && (
          <span className="flex items-start gap-1.5 text-destructive-soft-foreground text-xs">
            <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
            {t('assign.expiredWarning')}
          </span>
        )}
      </span>
    </label>
  )
}
