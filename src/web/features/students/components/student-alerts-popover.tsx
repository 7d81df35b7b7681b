import '~/locales/students'
import type { StudentListItem } from '@shared/schemas/students.response'
import ChevronRight from 'lucide-react/icons/chevron-right'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { alertHref } from '~/lib/alert-meta'
import { useTranslation } from '~/lib/i18n'
import { alertMessage } from '~/lib/messages'
import { cn } from '~/lib/utils'

/** The red alert icon of a student card: a popover says which alerts, each a link to resolve it. */
export function StudentAlertsPopover({
  student,
  className,
}: {
  student: StudentListItem
  className?: string
}) {
  const { t } = useTranslation('students')
  const alerts = student.openAlerts ?? []
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('list.alertsOf', { name: student.name, count: alerts.length })}
          className={cn('-m-1.5 size-8 text-destructive hover:text-destructive', className)}
        >
          <CircleAlert className="size-5" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-2">
        <p className="px-2 py-1 font-medium text-sm">
          {t('list.alertsTitle', { count: alerts.length })}
        </p>
        <ul className="grid gap-1">
          {alerts.map((alert) => (
            <li key={alert.type}>
              <Link
                to={alertHref({ type: alert.type, studentId: student.id })}
                className="flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1 break-words">{alertMessage(alert)}</span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  )
}
