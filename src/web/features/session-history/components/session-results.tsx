import '~/locales/session-history'
import type { SessionPage } from '@shared/api-types'
import { CalendarX, Plus, RefreshCw, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { SessionCard, SessionCardSkeleton } from './session-card'

/**
 * The history body: skeletons, the inline error, the empty states or the session cards.
 * Cards expand independently; only one is in edit mode at a time (spec §2).
 */
export function SessionResults({
  data,
  loading,
  stale,
  failed,
  onRetry,
}: {
  data: SessionPage | undefined
  loading: boolean
  stale: boolean
  failed: boolean
  onRetry: () => void
}) {
  const { t } = useTranslation('session-history')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [editingId, setEditingId] = useState<string | null>(null)

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  if (failed && !data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t('page.loadErrorTitle')}
        description={t('page.loadErrorDescription')}
        action={
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden />
            {t('common:retry')}
          </Button>
        }
      />
    )
  }

  if (loading || !data) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('page.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <SessionCardSkeleton key={i} />
        ))}
      </div>
    )
  }

  if (data.items.length === 0) {
    const none = data.unfilteredTotal === 0
    return (
      <EmptyState
        icon={CalendarX}
        title={t('page.emptyTitle')}
        description={none ? t('page.emptyFirst') : t('page.emptyFiltered')}
        action={
          none && (
            <Button asChild>
              <Link to="/app/sessions/new">
                <Plus aria-hidden />
                {t('page.registerFirst')}
              </Link>
            </Button>
          )
        }
      />
    )
  }

  return (
    <ul
      aria-label={t('page.results')}
      aria-busy={stale || undefined}
      className={cn('grid gap-4', stale && 'opacity-60 transition-opacity')}
    >
      {data.items.map((session) => (
        <li key={session.id}>
          <SessionCard
            session={session}
            expanded={expanded.has(session.id)}
            onToggle={() => toggle(session.id)}
            editing={editingId === session.id}
            onEdit={() => setEditingId(session.id)}
            onEditEnd={() => setEditingId(null)}
          />
        </li>
      ))}
    </ul>
  )
}
