import '~/locales/new-session'
import type { StudentPage } from '@shared/api-types'
import { RefreshCw, TriangleAlert, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import type { SelectedStudent } from './new-session-state'
import { StudentSelectCard, StudentSelectCardSkeleton } from './student-select-card'

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3'

/** The selection grid: skeletons, the load error, the two empty states or the cards. */
export function StudentChoiceResults({
  data,
  loading,
  stale,
  failed,
  filtered,
  selectedIds,
  onToggle,
  onRetry,
}: {
  data: StudentPage | undefined
  loading: boolean
  stale: boolean
  failed: boolean
  /** Whether the coach narrowed the list (picks the empty state). */
  filtered: boolean
  selectedIds: ReadonlySet<string>
  onToggle: (student: SelectedStudent) => void
  onRetry: () => void
}) {
  const { t } = useTranslation('new-session')

  if (failed && !data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t('selection.loadErrorTitle')}
        description={t('selection.loadErrorDescription')}
        action={
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden />
            {t('selection.retry')}
          </Button>
        }
      />
    )
  }

  if (loading || !data) {
    return (
      <div className={gridClass} role="status" aria-label={t('selection.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <StudentSelectCardSkeleton key={i} />
        ))}
      </div>
    )
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t('selection.emptyTitle')}
        description={filtered ? t('selection.emptyFiltered') : t('selection.emptyNone')}
        action={
          !filtered && (
            <Button asChild>
              <Link to="/app/students">{t('selection.manageStudents')}</Link>
            </Button>
          )
        }
      />
    )
  }

  return (
    <ul
      aria-label={t('selection.results')}
      aria-busy={stale || undefined}
      className={cn(gridClass, stale && 'opacity-60 transition-opacity')}
    >
      {data.items.map((student) => (
        <li key={student.id}>
          <StudentSelectCard
            student={student}
            selected={selectedIds.has(student.id)}
            onToggle={() =>
              onToggle({ id: student.id, name: student.name, credits: student.credits })
            }
          />
        </li>
      ))}
    </ul>
  )
}
