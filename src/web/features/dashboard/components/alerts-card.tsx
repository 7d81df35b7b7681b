import '~/locales/dashboard'
import { LIMITS } from '@shared/constants'
import type { DashboardDto } from '@shared/schemas/dashboard.response'
import Bell from 'lucide-react/icons/bell'
import CircleCheck from 'lucide-react/icons/circle-check'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { useTranslation } from '~/lib/i18n'
import { AlertItem, AlertItemSkeleton } from './alert-item'

/**
 * Alerts card (spec §2 Dashboard): up to 5 open alerts, newest first; 'Ver todos os alertas'
 * (to the students list, as the spec says, filtered on 'Com alertas': the students with an
 * open alert, each marked by the red icon) when there are more — the one path to the full list.
 */
export function AlertsCard({ data }: { data: DashboardDto | undefined }) {
  const { t } = useTranslation('dashboard')
  const alerts = data?.alerts.slice(0, LIMITS.dashboardAlerts)
  const more = (data?.alertsTotal ?? 0) > LIMITS.dashboardAlerts

  return (
    <Card role="region" className="gap-4" aria-labelledby="dashboard-alerts-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2 id="dashboard-alerts-title">
            <Bell className="size-5 text-primary" aria-hidden />
            {t('alerts.title')}
          </h2>
        </CardTitle>
        {data && data.alertsTotal > 0 && (
          <CardDescription>{t('alerts.description', { count: data.alertsTotal })}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {!alerts ? (
          <ul className="grid gap-2" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <AlertItemSkeleton key={i} />
            ))}
          </ul>
        ) : alerts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <CircleCheck className="size-8 text-success" aria-hidden />
            <p className="font-medium">{t('alerts.empty')}</p>
            <p className="text-muted-foreground text-sm">{t('alerts.emptyDescription')}</p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
        {more && (
          <Button variant="outline" asChild>
            <Link to="/app/students?alerts=open">{t('alerts.viewAll')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
