import '~/locales/student-history'
import { CloudOff } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'

/** Page size of the Aulas and Feedbacks tabs. */
export const HISTORY_PAGE_SIZE = 10

export function totalPagesOf(data: { total: number; pageSize: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
}

/** A page past the end (the history shrank): go to the last one. */
export function useClampPage(
  page: number,
  lastPage: number | null,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage)
  }, [lastPage, page, setPage])
}

export function HistoryLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('student-history')
  return (
    <EmptyState
      icon={CloudOff}
      title={t('loadError.title')}
      description={t('loadError.description')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    />
  )
}

export function HistorySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="grid gap-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} aria-hidden className="grid gap-3 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  )
}
