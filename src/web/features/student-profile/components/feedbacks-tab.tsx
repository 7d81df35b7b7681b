import '~/locales/student-history'
import { useQuery } from '@tanstack/react-query'
import MessageSquareText from 'lucide-react/icons/message-square-text'
import { useRef, useState } from 'react'
import { EmptyState } from '~/components/empty-state'
import { Pagination } from '~/components/pagination'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { studentFeedbacksQuery } from '~/features/sessions/api'
import { useTranslation } from '~/lib/i18n'
import { usePageCount } from '~/lib/paging'
import { sessionKeys } from '~/lib/query-keys'
import { useScreenRefresh } from '~/lib/use-refresh'
import { cn } from '~/lib/utils'
import { FeedbacksTabItem } from './feedbacks-tab-item'
import { FeedbacksTabSummary } from './feedbacks-tab-summary'
import { HISTORY_PAGE_SIZE, HistoryLoadError, HistorySkeleton } from './sessions-tab-states'

/**
 * Feedbacks tab (spec §2 Student profile → Feedbacks): average, count and top tags, then the
 * history, 10 a page, with inline edit of ONE feedback at a time.
 */
export function FeedbacksTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation('student-history')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<string | null>(null)
  const top = useRef<HTMLDivElement>(null)
  useScreenRefresh([[...sessionKeys.all, 'feedbacks', studentId]])
  const query = useQuery(studentFeedbacksQuery(studentId, page, HISTORY_PAGE_SIZE))
  const data = query.data
  const totalPages = usePageCount(query, page, setPage)

  const goTo = (next: number) => {
    setEditing(null)
    setPage(next)
    top.current?.scrollIntoView({ block: 'start' })
  }

  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <div className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
        <HistorySkeleton />
      </div>
    )
  }
  if (!data) return <HistoryLoadError onRetry={() => void query.refetch()} />
  if (data.total === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title={t('feedbacks.empty')}
        description={t('feedbacks.emptyDescription')}
      />
    )
  }

  return (
    <div ref={top} className="grid scroll-mt-4 gap-4">
      <FeedbacksTabSummary data={data} />
      <Card className="gap-4">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle asChild className="text-lg">
            <h2>{t('feedbacks.history')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <ul
            className={cn('grid gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {data.items.map((feedback) => (
              <FeedbacksTabItem
                key={feedback.sessionId}
                studentId={studentId}
                feedback={feedback}
                editing={editing === feedback.sessionId}
                onEdit={() => setEditing(feedback.sessionId)}
                onDone={() => setEditing(null)}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} onPageChange={goTo} />
        </CardContent>
      </Card>
    </div>
  )
}
