import '~/locales/session-history'
import type { SessionPage } from '@shared/schemas/sessions.response'
import CalendarX from 'lucide-react/icons/calendar-x'
import Plus from 'lucide-react/icons/plus'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { QueryResults, type QueryStatus } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import type { MessageEditorComponent } from '~/lib/after-class'
import { useTranslation } from '~/lib/i18n'
import { SessionCard, SessionCardSkeleton } from './session-card'

/**
 * The history body: skeletons, the inline error, the empty states or the session cards.
 * Cards expand independently; only one is in edit mode at a time (spec §2).
 */
export function SessionResults({
  MessageEditor,
  ...status
}: QueryStatus<SessionPage> & {
  /** The after-class message editor, composed by the route. */
  MessageEditor?: MessageEditorComponent
}) {
  const { t } = useTranslation('session-history')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [editingId, setEditingId] = useState<string | null>(null)
  const none = status.data?.unfilteredTotal === 0

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <QueryResults
      {...status}
      errorTitle={t('page.loadErrorTitle')}
      errorDescription={t('page.loadErrorDescription')}
      retryLabel={t('common:retry')}
      loadingLabel={t('page.loading')}
      Skeleton={SessionCardSkeleton}
      skeletons={3}
      resultsLabel={t('page.results')}
      className="grid gap-4"
      empty={
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
      }
      itemKey={(session) => session.id}
      renderItem={(session) => (
        <SessionCard
          session={session}
          expanded={expanded.has(session.id)}
          onToggle={() => toggle(session.id)}
          editing={editingId === session.id}
          onEdit={() => setEditingId(session.id)}
          onEditEnd={() => setEditingId(null)}
          MessageEditor={MessageEditor}
        />
      )}
    />
  )
}
