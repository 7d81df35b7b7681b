import '~/locales/student-history'
import { useQuery } from '@tanstack/react-query'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import History from 'lucide-react/icons/rotate-ccw-clock'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { studentSessionsQuery } from '~/features/sessions/api'
import { useTranslation } from '~/lib/i18n'
import { usePageCount } from '~/lib/paging'
import { sessionKeys } from '~/lib/query-keys'
import { useScreenRefresh } from '~/lib/use-refresh'
import { cn } from '~/lib/utils'
import { SessionsTabItem } from './sessions-tab-item'
import { HISTORY_PAGE_SIZE, HistoryLoadError, HistorySkeleton } from './sessions-tab-states'

/** Aulas tab ('Histórico de Aulas'): the student's classes, newest first, 10 a page. */
export function SessionsTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation('student-history')
  const [page, setPage] = useState(1)
  const top = useRef<HTMLDivElement>(null)
  useScreenRefresh([[...sessionKeys.all, 'student', studentId]])
  const query = useQuery(studentSessionsQuery(studentId, page, HISTORY_PAGE_SIZE))
  const data = query.data
  const totalPages = usePageCount(query, page, setPage)

  const goTo = (next: number) => {
    setPage(next)
    top.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <Card ref={top} className="scroll-mt-4 gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2>
            <History className="size-5 text-primary" aria-hidden />
            {t('sessions.title')}
          </h2>
        </CardTitle>
        {data && data.total > 0 && (
          <CardDescription>{t('sessions.count', { count: data.total })}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {query.isPending ? (
          <HistorySkeleton />
        ) : !data ? (
          <HistoryLoadError onRetry={() => void query.refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={History}
            title={t('sessions.empty')}
            description={t('sessions.emptyDescription')}
            action={
              <Button asChild>
                <Link to="/app/sessions/new">
                  <CalendarPlus aria-hidden />
                  {t('sessions.newSession')}
                </Link>
              </Button>
            }
          />
        ) : (
          <ul
            className={cn('grid gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {data.items.map((session) => (
              <SessionsTabItem key={session.sessionId} session={session} />
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} onPageChange={goTo} />
      </CardContent>
    </Card>
  )
}
