import '~/locales/students'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { PageHeader } from '~/components/layout/page-header'
import { Pagination } from '~/components/pagination'
import { StudentFilterPanel } from '~/components/student-filters/student-filter-panel'
import {
  applyFilterPatch,
  filtersFromParams,
  filtersToParams,
  pageFromParams,
  type StudentFilterPatch,
  toApiFilters,
} from '~/components/student-filters/student-filters-state'
import { studentsQuery } from '~/features/students/api'
import { NextStepsPanel } from '~/features/students/components/next-steps-panel'
import { StudentListActions } from '~/features/students/components/student-list-actions'
import { StudentResults } from '~/features/students/components/student-results'
import { useStudentsPageSize } from '~/features/students/components/use-students-page-size'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { usePageCount } from '~/lib/paging'
import { studentKeys } from '~/lib/query-keys'
import { useQueryErrorToast } from '~/lib/toast'
import { useScreenRefresh } from '~/lib/use-refresh'

export function meta() {
  return [pageTitle('students', 'list.title')]
}

/**
 * Spec §2 Students list: filters (kept in the URL so Back restores them), the count, the
 * cards and the pagination; everything is filtered and paged by the API.
 */
export default function StudentsPage() {
  const { t } = useTranslation('students')
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const page = pageFromParams(params)
  const pageSize = useStudentsPageSize()
  useScreenRefresh([studentKeys.lists()])

  const query = useQuery({
    ...studentsQuery(toApiFilters(filters, page, pageSize)),
    placeholderData: keepPreviousData,
  })
  const data = query.data

  const setPage = (next: number) =>
    setParams((prev) => filtersToParams(filtersFromParams(prev), next, prev), { replace: true })

  // Any filter change goes back to page 1 (spec §2).
  const onFilterChange = (patch: StudentFilterPatch) =>
    setParams(
      (prev) => filtersToParams(applyFilterPatch(filtersFromParams(prev), patch), 1, prev),
      { replace: true },
    )

  // A page past the end (fewer students, or a bigger page after a resize): the last page.
  const totalPages = usePageCount(query, page, setPage)
  useQueryErrorToast(
    query,
    'students-load-error',
    t('list.loadErrorTitle'),
    t('list.loadErrorDescription'),
  )

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={<StudentListActions />}
      />
      <div className="grid gap-4">
        <NextStepsPanel />
        <StudentFilterPanel value={filters} onChange={onFilterChange} />
        <p className="min-h-5 text-muted-foreground text-sm" aria-live="polite">
          {data && data.total > 0 && t('list.count', { count: data.total })}
        </p>
        <StudentResults
          data={data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          skeletons={Math.min(pageSize, 6)}
        />
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={(next) => {
            setPage(next)
            window.scrollTo({ top: 0 })
          }}
          className="mt-2"
        />
      </div>
    </>
  )
}
