import '~/locales/session-history'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '~/components/layout/page-header'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { AfterClassPanel } from '~/features/progress/components/after-class-panel'
import { MessageEditorDialog } from '~/features/progress/components/message-editor-dialog'
import { sessionsQuery } from '~/features/sessions/api'
import { HistoryFilterBar } from '~/features/sessions/history/components/history-filter-bar'
import { SessionResults } from '~/features/sessions/history/components/session-results'
import {
  applyHistoryPatch,
  type HistoryFilterPatch,
  historyFiltersFromParams,
  historyFiltersToParams,
  historyPageFromParams,
  toSessionFilters,
} from '~/features/sessions/history/lib/filters-state'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { usePageCount } from '~/lib/paging'
import { sessionKeys } from '~/lib/query-keys'
import { useQueryErrorToast } from '~/lib/toast'
import { useScreenRefresh } from '~/lib/use-refresh'

export function meta() {
  return [pageTitle('session-history', 'page.title')]
}

/**
 * Spec §2 Session history: filters and page kept in the URL, the count, the session cards
 * (details, package assignment, inline edit, deletion) and the pagination. Issue 12: 'Enviar
 * resumo' per student on each card, and right after 'Finalizar Sessão' the class's students.
 */
export default function SessionsPage() {
  const { t } = useTranslation('session-history')
  const [params, setParams] = useSearchParams()
  const filters = historyFiltersFromParams(params)
  const page = historyPageFromParams(params)
  useScreenRefresh([sessionKeys.lists()])

  const query = useQuery({
    ...sessionsQuery(toSessionFilters(filters, page)),
    placeholderData: keepPreviousData,
  })
  const data = query.data

  const setPage = (next: number) =>
    setParams((prev) => historyFiltersToParams(historyFiltersFromParams(prev), next, prev), {
      replace: true,
    })

  // Any filter change goes back to page 1 (spec §4 History filters).
  const onFilterChange = (patch: HistoryFilterPatch) =>
    setParams(
      (prev) =>
        historyFiltersToParams(applyHistoryPatch(historyFiltersFromParams(prev), patch), 1, prev),
      { replace: true },
    )

  // A page past the end (e.g. after deleting the last session of the last page).
  const totalPages = usePageCount(query, page, setPage)
  useQueryErrorToast(
    query,
    'sessions-load-error',
    t('page.loadErrorTitle'),
    t('page.loadErrorDescription'),
  )

  const from = data ? (data.page - 1) * data.pageSize + 1 : 0
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button asChild>
            <Link to="/app/sessions/new">
              <Plus aria-hidden />
              {t('page.newSession')}
            </Link>
          </Button>
        }
      />
      <AfterClassPanel />
      <div className="grid gap-4">
        <HistoryFilterBar value={filters} onChange={onFilterChange} />
        <p className="min-h-5 text-muted-foreground text-sm" aria-live="polite">
          {data && !query.isPlaceholderData && t('page.count', { count: data.total })}
        </p>
        <SessionResults
          data={data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          MessageEditor={MessageEditorDialog}
        />
        {data && data.total > 0 && (
          <div className="mt-2 grid justify-items-center gap-3">
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('page.showing', { from, to, count: data.total })}
            </p>
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={(next) => {
                setPage(next)
                window.scrollTo({ top: 0 })
              }}
            />
          </div>
        )}
      </div>
    </>
  )
}
