import '~/locales/dashboard'
import type { LucideIcon } from 'lucide-react'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import BarChart3 from 'lucide-react/icons/chart-column'
import Users from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { useTranslation } from '~/lib/i18n'

function QuickAction({
  to,
  icon: Icon,
  label,
  hint,
}: {
  to: string
  icon: LucideIcon
  label: string
  hint: string
}) {
  return (
    <li>
      {/* named by its whole visible text (label, then hint): WCAG 2.5.3 label in name */}
      <Link
        to={to}
        className="flex h-full min-h-16 items-center gap-3 rounded-lg border bg-card px-4 py-3 transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="grid min-w-0">
          <span className="font-medium">{label}</span>
          <span className="text-muted-foreground text-sm">{hint}</span>
        </span>
      </Link>
    </li>
  )
}

/** Quick-actions card (spec §2 Dashboard): register a class, manage students, view reports. */
export function QuickActionsCard() {
  const { t } = useTranslation('dashboard')
  return (
    <Card role="region" className="gap-4" aria-labelledby="dashboard-quick-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-lg">
          <h2 id="dashboard-quick-title">{t('quick.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="grid gap-3 md:grid-cols-3">
          <QuickAction
            to="/app/sessions/new"
            icon={CalendarPlus}
            label={t('quick.registerSession')}
            hint={t('quick.registerSessionHint')}
          />
          <QuickAction
            to="/app/students"
            icon={Users}
            label={t('quick.manageStudents')}
            hint={t('quick.manageStudentsHint')}
          />
          <QuickAction
            to="/app/sessions"
            icon={BarChart3}
            label={t('quick.viewReports')}
            hint={t('quick.viewReportsHint')}
          />
        </ul>
      </CardContent>
    </Card>
  )
}
