import '~/locales/student-history'
import CloudOff from 'lucide-react/icons/cloud-off'
import { LoadErrorState } from '~/components/query-states'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'

/** Page size of the Aulas and Feedbacks tabs. */
export const HISTORY_PAGE_SIZE = 10

export function HistoryLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('student-history')
  return (
    <LoadErrorState
      icon={CloudOff}
      title={t('loadError.title')}
      description={t('loadError.description')}
      retryLabel={t('loadError.retry')}
      onRetry={onRetry}
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
