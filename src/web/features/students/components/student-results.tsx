import '~/locales/students'
import type { StudentPage } from '@shared/api-types'
import { Plus, RefreshCw, TriangleAlert, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { StudentCard, StudentCardSkeleton } from './student-card'

const gridClass = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3'

/** The list body: skeletons while loading, the inline error, the empty states or the cards. */
export function StudentResults({
  data,
  loading,
  stale,
  failed,
  onRetry,
  skeletons,
}: {
  data: StudentPage | undefined
  loading: boolean
  /** Showing the previous page while the next one loads. */
  stale: boolean
  failed: boolean
  onRetry: () => void
  skeletons: number
}) {
  const { t } = useTranslation('students')

  if (failed && !data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t('list.loadErrorTitle')}
        description={t('list.loadErrorDescription')}
        action={
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden />
            {t('common:retry')}
          </Button>
        }
      />
    )
  }

  if (loading || !data) {
    return (
      <div className={gridClass} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <StudentCardSkeleton key={i} />
        ))}
      </div>
    )
  }

  if (data.items.length === 0) {
    const none = data.unfilteredTotal === 0
    return (
      <EmptyState
        icon={Users}
        title={t('list.emptyTitle')}
        description={none ? t('list.emptyFirst') : t('list.emptyFiltered')}
        action={
          none && (
            <Button asChild>
              <Link to="/app/students/new">
                <Plus aria-hidden />
                {t('list.addFirst')}
              </Link>
            </Button>
          )
        }
      />
    )
  }

  return (
    <ul
      aria-label={t('list.results')}
      aria-busy={stale || undefined}
      className={cn(gridClass, stale && 'opacity-60 transition-opacity')}
    >
      {data.items.map((student) => (
        <li key={student.id}>
          <StudentCard student={student} />
        </li>
      ))}
    </ul>
  )
}
