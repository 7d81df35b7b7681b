import '~/locales/dashboard'
import { useQuery } from '@tanstack/react-query'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import CloudOff from 'lucide-react/icons/cloud-off'
import PackagePlus from 'lucide-react/icons/package-plus'
import UserPlus from 'lucide-react/icons/user-plus'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { PageHeader } from '~/components/layout/page-header'
import { Button } from '~/components/ui/button'
import { agendaAttendanceKeys, agendaSummaryQuery } from '~/features/agenda/api/attendance'
import { AgendaDashboardCards } from '~/features/agenda/components/agenda-dashboard-cards'
import { dashboardQuery } from '~/features/dashboard/api'
import { AlertsCard } from '~/features/dashboard/components/alerts-card'
import { QuickActionsCard } from '~/features/dashboard/components/quick-actions-card'
import { ReceivableCard } from '~/features/dashboard/components/receivable-card'
import { RecentStudentsCard } from '~/features/dashboard/components/recent-students-card'
import { needsSetup, SetupChecklist } from '~/features/dashboard/components/setup-checklist'
import { StatCards } from '~/features/dashboard/components/stat-cards'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { dashboardKey } from '~/lib/query-keys'
import { useQueryErrorToast } from '~/lib/toast'
import { useScreenRefresh } from '~/lib/use-refresh'

/** A part loaded after the dashboard's first download: nothing in its place meanwhile. */
function later(load: () => Promise<{ default: () => React.ReactNode }>) {
  const Part = lazy(load)
  return () => (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  )
}

// shown only when students answered or reminders wait: their code (and texts) load after the
// dashboard, not in its first download
const StudentAnswersToday = later(() =>
  import('~/features/agenda/components/student-answers-today').then((m) => ({
    default: m.StudentAnswersToday,
  })),
)
const OutboxBanner = later(() =>
  import('~/features/reminders/components/outbox-banner').then((m) => ({
    default: m.OutboxBanner,
  })),
)

export function meta() {
  return [pageTitle('dashboard', 'title')]
}

/**
 * Spec §2 Dashboard: the four summary cards, the open alerts, the newest students and the
 * quick actions, all from one call (GET /api/dashboard).
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  useScreenRefresh([dashboardKey, agendaAttendanceKeys.summary()])
  const query = useQuery(dashboardQuery())
  const data = query.data
  // the same query the agenda cards read (one request)
  const agenda = useQuery(agendaSummaryQuery())

  // Spec §8: one toast per failure (a failed background reload keeps the data on screen).
  useQueryErrorToast(
    query,
    'dashboard-load-error',
    t('error.toastTitle'),
    t('error.toastDescription'),
  )

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          // phones: the three actions side by side on one line, icon over a short label
          <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
            <Button asChild className={ACTION}>
              <Link to="/app/sessions/new">
                <CalendarPlus aria-hidden />
                {t('actions.newSession')}
              </Link>
            </Button>
            <Button variant="outline" asChild className={ACTION}>
              <Link to="/app/students/new">
                <UserPlus aria-hidden />
                {t('actions.newStudent')}
              </Link>
            </Button>
            <Button variant="outline" asChild className={ACTION}>
              <Link to="/app/packages/new">
                <PackagePlus aria-hidden />
                {t('actions.newPackage')}
              </Link>
            </Button>
          </div>
        }
      />
      {query.isError && !data ? (
        <EmptyState
          icon={CloudOff}
          title={t('error.title')}
          description={t('error.description')}
          action={
            <Button
              variant="outline"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {t('error.retry')}
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6">
          {data && needsSetup(data.setup) && <SetupChecklist setup={data.setup} />}
          <OutboxBanner />
          <StatCards data={data} todayToRegister={agenda.data?.todayToRegister} />
          <ReceivableCard data={data?.receivable} />
          <AgendaDashboardCards />
          <StudentAnswersToday />
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <AlertsCard data={data} />
            <RecentStudentsCard students={data?.recentStudents} />
          </div>
          <QuickActionsCard />
        </div>
      )}
    </>
  )
}

const ACTION =
  'h-auto flex-col gap-1 px-1 py-2 text-xs sm:h-9 sm:flex-row sm:gap-2 sm:px-4 sm:py-2 sm:text-sm'
