import '~/locales/new-session'
import type { StudentPage } from '@shared/schemas/students.response'
import Users from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { QueryResults, type QueryStatus } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import type { SelectedStudent } from '../lib/new-session-state'
import { StudentSelectCard, StudentSelectCardSkeleton } from './student-select-card'

/** The selection grid: skeletons, the load error, the two empty states or the cards. */
export function StudentChoiceResults({
  filtered,
  selectedIds,
  onToggle,
  ...status
}: QueryStatus<StudentPage> & {
  /** Whether the coach narrowed the list (picks the empty state). */
  filtered: boolean
  selectedIds: ReadonlySet<string>
  onToggle: (student: SelectedStudent) => void
}) {
  const { t } = useTranslation('new-session')

  return (
    <QueryResults
      {...status}
      errorTitle={t('selection.loadErrorTitle')}
      errorDescription={t('selection.loadErrorDescription')}
      retryLabel={t('selection.retry')}
      loadingLabel={t('selection.loading')}
      Skeleton={StudentSelectCardSkeleton}
      skeletons={6}
      resultsLabel={t('selection.results')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      empty={
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
      }
      itemKey={(student) => student.id}
      renderItem={(student) => (
        <StudentSelectCard
          student={student}
          selected={selectedIds.has(student.id)}
          onToggle={() =>
            onToggle({
              id: student.id,
              name: student.name,
              credits: student.credits,
              phone: student.phone,
              email: student.email,
              classe: student.classe,
            })
          }
        />
      )}
    />
  )
}
