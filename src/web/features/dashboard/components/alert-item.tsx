import '~/locales/dashboard'
import type { AlertType } from '@shared/constants'
import type { AlertDto } from '@shared/schemas/alerts.response'
import type { LucideIcon } from 'lucide-react'
import ArrowRight from 'lucide-react/icons/arrow-right'
import CalendarX2 from 'lucide-react/icons/calendar-x-2'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Coins from 'lucide-react/icons/coins'
import Hourglass from 'lucide-react/icons/hourglass'
import PackageX from 'lucide-react/icons/package-x'
import { Link } from 'react-router'
import { Skeleton } from '~/components/ui/skeleton'
import { alertFix, alertHref, formatAlertDate, priorityKey, priorityTone } from '~/lib/alert-meta'
import { formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { alertMessage } from '~/lib/messages'
import { cn } from '~/lib/utils'
import { DismissAlertButton } from './dismiss-alert-button'

const TYPE_ICONS: Record<AlertType, LucideIcon> = {
  unassigned_session: CalendarX2,
  low_credits: Coins,
  expiring_package: Hourglass,
  expired_package: PackageX,
}

/** The priority as text on its colour (spec §4), so colour is never the only cue. */
function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation('dashboard')
  const tone = priorityTone(priority)
  const label = t(`alerts.priority.${priorityKey(priority)}`)
  return (
    <span
      data-colour={tone.colour}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-0.5 font-medium text-xs',
        tone.badge,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', tone.dot)} />
      <span className="sr-only">{t('alerts.priorityLabel', { priority: label })}</span>
      <span aria-hidden>{label}</span>
    </span>
  )
}

/** When the alert was raised: relative for the last week, the exact moment on hover. */
function AlertTime({ iso, label, className }: { iso: string; label: string; className: string }) {
  return (
    <time
      dateTime={iso}
      title={formatDateTime(iso)}
      className={cn('text-muted-foreground text-xs', className)}
    >
      {label}
    </time>
  )
}

/**
 * One alert: the row is a link to where the spec sends it (the sessions list, or the student's
 * profile), and below it what fixes the alert, as a link to the place that does it.
 */
export function AlertItem({ alert, onNavigate }: { alert: AlertDto; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard')
  const tone = priorityTone(alert.priority)
  const Icon = TYPE_ICONS[alert.type] ?? CalendarX2
  const when = formatAlertDate(alert.createdAt, t('alerts.justNow'))
  const fix = alertFix(alert)
  const fixText = t(`alerts.fix.${fix.key}`)
  return (
    <li className="grid gap-1">
      <div className="flex items-center gap-1">
        <Link
          to={alertHref(alert)}
          onClick={onNavigate}
          data-alert-type={alert.type}
          className={cn(
            'group flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-lg border border-l-4 bg-card px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
            tone.stripe,
          )}
        >
          <span
            aria-hidden
            className={cn(
              'hidden size-9 shrink-0 items-center justify-center rounded-full sm:flex',
              tone.icon,
            )}
          >
            <Icon className="size-4" />
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="min-w-0 break-words font-medium">{alert.studentName}</span>
              <PriorityBadge priority={alert.priority} />
            </span>
            <span className="break-words text-muted-foreground text-sm">{alertMessage(alert)}</span>
            <AlertTime iso={alert.createdAt} label={when} className="sm:hidden" />
          </span>
          <AlertTime
            iso={alert.createdAt}
            label={when}
            className="hidden shrink-0 self-start whitespace-nowrap sm:block"
          />
          <ChevronRight
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
        </Link>
        <DismissAlertButton alert={alert} />
      </div>
      <Link
        to={fix.href}
        onClick={onNavigate}
        aria-label={t('alerts.fixLabel', { fix: fixText, name: alert.studentName })}
        className="inline-flex min-h-9 items-center gap-1.5 justify-self-start rounded-sm px-3 font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowRight className="size-4 shrink-0" aria-hidden />
        <span className="break-words">{fixText}</span>
      </Link>
    </li>
  )
}

export function AlertItemSkeleton() {
  return (
    <li aria-hidden className="flex items-center gap-3 rounded-lg border px-3 py-3">
      <Skeleton className="hidden size-9 rounded-full sm:block" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-4/5" />
      </div>
    </li>
  )
}
