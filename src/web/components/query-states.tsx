import type { LucideIcon } from 'lucide-react'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import type { ComponentType, Key, ReactNode } from 'react'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/** Data that failed to load: an icon, the title, a line of help and a retry button. */
export function LoadErrorState({
  icon = TriangleAlert,
  title,
  description,
  retryLabel,
  retryIcon: RetryIcon,
  onRetry,
}: {
  icon?: LucideIcon
  title: string
  description: string
  retryLabel: string
  /** An icon before the retry label (none when not given). */
  retryIcon?: LucideIcon
  onRetry: () => void
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onRetry}>
          {RetryIcon && <RetryIcon aria-hidden />}
          {retryLabel}
        </Button>
      }
    />
  )
}

/** Where a list's query stands, as its parent passes it to the list body. */
export interface QueryStatus<TData> {
  data: TData | undefined
  loading: boolean
  /** Showing the previous page while the next one loads. */
  stale: boolean
  failed: boolean
  onRetry: () => void
}

/**
 * The body of a paged list: the inline error (when nothing was loaded), skeletons while
 * loading, `empty` when the page has no items, else the items in a labelled list (dimmed
 * and `aria-busy` while the previous page is shown as the next one loads).
 */
export function QueryResults<T>({
  data,
  loading,
  stale,
  failed,
  onRetry,
  errorTitle,
  errorDescription,
  retryLabel,
  loadingLabel,
  Skeleton,
  skeletons,
  resultsLabel,
  className,
  empty,
  itemKey,
  renderItem,
}: QueryStatus<{ items: T[] }> & {
  errorTitle: string
  errorDescription: string
  retryLabel: string
  loadingLabel: string
  Skeleton: ComponentType
  skeletons: number
  resultsLabel: string
  /** The layout of both the skeletons and the list. */
  className: string
  empty: ReactNode
  itemKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
}) {
  if (failed && !data) {
    return (
      <LoadErrorState
        title={errorTitle}
        description={errorDescription}
        retryLabel={retryLabel}
        retryIcon={RefreshCw}
        onRetry={onRetry}
      />
    )
  }

  if (loading || !data) {
    return (
      <div className={className} role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </div>
    )
  }

  if (data.items.length === 0) return empty

  return (
    <ul
      aria-label={resultsLabel}
      aria-busy={stale || undefined}
      className={cn(className, stale && 'opacity-60 transition-opacity')}
    >
      {data.items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  )
}
