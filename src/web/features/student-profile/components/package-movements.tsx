import '~/locales/student-profile'
import { shortId } from '@shared/domain/package-status'
import type { PackageMovement } from '@shared/schemas/packages.response'
import { useQuery } from '@tanstack/react-query'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { packageMovementsQuery } from '~/features/packages/api'
import { formatDateTimeShort } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

const when = (iso: string) => formatDateTimeShort(iso)

/** '+4' or '−1' (a true minus sign). */
export const movementLabel = (delta: number) => (delta > 0 ? `+${delta}` : `\u2212${-delta}`)

function MovementItem({ m }: { m: PackageMovement }) {
  const { t } = useTranslation('student-profile')
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 py-2">
      <span
        className={cn(
          'row-span-2 min-w-10 rounded-md px-1.5 py-0.5 text-center font-semibold tabular-nums',
          m.delta > 0
            ? 'bg-success-soft text-success-soft-foreground'
            : 'bg-destructive-soft text-destructive-soft-foreground',
        )}
      >
        {movementLabel(m.delta)}
      </span>
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{t(`packages.history.reasons.${m.reason}`)}</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {t('packages.history.balance', { count: m.balanceAfter })}
        </span>
      </span>
      <span className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground text-xs">
        <time dateTime={m.at} className="tabular-nums">
          {when(m.at)}
        </time>
        {m.sessionDate && m.sessionDay ? (
          <Link
            to={`/app/sessions?from=${m.sessionDay}&to=${m.sessionDay}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('packages.history.viewClass', { date: when(m.sessionDate) })}
          </Link>
        ) : (
          m.sessionId && <span>{t('packages.history.classDeleted')}</span>
        )}
      </span>
    </li>
  )
}

/**
 * 'Histórico de créditos' of a package card: a disclosure that loads the
 * package's ledger when first opened — every credit given or taken, why, the balance after it
 * and the class it paid for.
 */
export function PackageMovements({
  studentId,
  packageId,
}: {
  studentId: string
  packageId: string
}) {
  const { t } = useTranslation('student-profile')
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const movements = useQuery({ ...packageMovementsQuery(studentId, packageId), enabled: open })

  return (
    <section className="border-t pt-2">
      <Button
        type="button"
        variant="ghost"
        className="-mx-3 w-[calc(100%+1.5rem)] justify-between"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {t('packages.history.toggle')}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
      </Button>
      <div id={regionId} hidden={!open} className="text-sm">
        {open &&
          (movements.isPending ? (
            <div aria-busy="true" className="grid gap-2 py-2">
              <span className="sr-only">{t('packages.history.loading')}</span>
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          ) : !movements.data ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-2">
              <p className="text-destructive">{t('packages.history.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void movements.refetch()}>
                {t('packages.history.retry')}
              </Button>
            </div>
          ) : movements.data.length === 0 ? (
            <p className="py-2 text-muted-foreground">{t('packages.history.empty')}</p>
          ) : (
            <ul
              aria-label={t('packages.history.listLabel', { id: shortId(packageId) })}
              className="divide-y"
            >
              {movements.data.map((m) => (
                <MovementItem key={m.id} m={m} />
              ))}
            </ul>
          ))}
      </div>
    </section>
  )
}
