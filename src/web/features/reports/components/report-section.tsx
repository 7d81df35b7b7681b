import '~/locales/reports'
import type { UseQueryResult } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import { lazy, type ReactNode, Suspense } from 'react'
import { ReportCard } from '~/components/report-card'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

// recharts loads after the screen's first paint (as the progress tab's charts do)
const LazySeriesChart = lazy(() => import('./series-chart'))

/** A chart of the reports, its code loaded on demand (a skeleton meanwhile). */
export function SeriesChart(props: React.ComponentProps<typeof LazySeriesChart>) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" aria-hidden />}>
      <LazySeriesChart {...props} />
    </Suspense>
  )
}

/** 'Baixar CSV': a plain download link (the session cookie signs it in). */
export function CsvLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation('reports')
  return (
    <Button variant="outline" size="sm" asChild className="justify-self-start">
      <a href={href} download>
        <Download aria-hidden />
        {t('csv')}
        <span className="sr-only">: {title}</span>
      </a>
    </Button>
  )
}

/**
 * One section of /app/relatorios: its title (h2), the figure beside it, and its own query's
 * states — a skeleton while loading, the error with 'Tentar novamente', the empty text, else
 * the content; then its 'Baixar CSV'. Another period's data stays (dimmed) while the next loads.
 */
export function ReportSection<T>({
  title,
  query,
  isEmpty,
  emptyText,
  aside,
  csvHref,
  className,
  children,
}: {
  title: string
  query: UseQueryResult<T>
  isEmpty?: (data: T) => boolean
  emptyText?: string
  aside?: (data: T) => ReactNode
  csvHref?: string
  className?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('reports')
  const data = query.data
  let body: ReactNode
  if (data === undefined && query.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-muted-foreground">{t('loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  } else if (data === undefined) {
    body = (
      <div aria-busy className="grid gap-2">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-40 w-full" aria-hidden />
      </div>
    )
  } else if (isEmpty?.(data)) {
    body = <p className="text-muted-foreground text-sm">{emptyText}</p>
  } else {
    body = children(data)
  }
  return (
    <section aria-label={title} className={cn('min-w-0', className)}>
      <ReportCard
        level="h2"
        title={title}
        className="h-full"
        aside={
          data !== undefined && aside ? (
            <div className="text-sm tabular-nums">{aside(data)}</div>
          ) : undefined
        }
      >
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(
            'grid min-w-0 gap-3 transition-opacity',
            query.isPlaceholderData && 'opacity-60',
          )}
        >
          {body}
        </div>
        {csvHref && <CsvLink href={csvHref} title={title} />}
      </ReportCard>
    </section>
  )
}
