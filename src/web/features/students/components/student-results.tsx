import '~/locales/students'
import type { StudentPage } from '@shared/schemas/students.response'
import Plus from 'lucide-react/icons/plus'
import Upload from 'lucide-react/icons/upload'
import Users from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { QueryResults, type QueryStatus } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { StudentCard, StudentCardSkeleton } from './student-card'

/** The list body: skeletons while loading, the inline error, the empty states or the cards. */
export function StudentResults({
  skeletons,
  ...status
}: QueryStatus<StudentPage> & { skeletons: number }) {
  const { t } = useTranslation('students')
  const none = status.data?.unfilteredTotal === 0

  return (
    <QueryResults
      {...status}
      errorTitle={t('list.loadErrorTitle')}
      errorDescription={t('list.loadErrorDescription')}
      retryLabel={t('common:retry')}
      loadingLabel={t('list.loading')}
      Skeleton={StudentCardSkeleton}
      skeletons={skeletons}
      resultsLabel={t('list.results')}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
      empty={
        <EmptyState
          icon={Users}
          title={t('list.emptyTitle')}
          description={none ? t('list.emptyFirst') : t('list.emptyFiltered')}
          action={
            none && (
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/app/students/new">
                    <Plus aria-hidden />
                    {t('list.addFirst')}
                  </Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link to="/app/students/import">
                    <Upload aria-hidden />
                    {t('list.import')}
                  </Link>
                </Button>
              </div>
            )
          }
        />
      }
      itemKey={(student) => student.id}
      renderItem={(student) => <StudentCard student={student} />}
    />
  )
}
