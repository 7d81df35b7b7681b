import type { StudentImportDto } from '@shared/schemas/student-import.response'
import { useQuery } from '@tanstack/react-query'
import Undo2 from 'lucide-react/icons/undo-2'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { errorMessage } from '~/lib/api-client'
import { formatCount, formatDateTimeShort, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { studentImportsQuery, useUndoImport } from '../api'
import { importMessageText } from '../lib/messages'

/** The coach's latest imports: what each did, and its undo or why it can no longer be undone. */
export function RecentImports() {
  const { t } = useTranslation('student-import')
  const query = useQuery(studentImportsQuery())
  if (query.isPending) return <Spinner size="sm" label={t('recent.loading')} />
  if (query.isError) return <p className="text-muted-foreground text-sm">{t('recent.loadError')}</p>
  if (!query.data.length) return null
  return (
    <section aria-labelledby="recent-imports" className="grid gap-3">
      <h2 id="recent-imports" className="font-semibold text-lg">
        {t('recent.title')}
      </h2>
      <ul className="grid divide-y rounded-lg border bg-card">
        {query.data.map((item) => (
          <RecentImport key={item.id} item={item} />
        ))}
      </ul>
    </section>
  )
}

function RecentImport({ item }: { item: StudentImportDto }) {
  const { t } = useTranslation('student-import')
  const undo = useUndoImport()
  const date = formatDateTimeShort(item.createdAt)
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium">{t('recent.when', { date })}</p>
        <p className="text-muted-foreground text-sm">
          {t('recent.summary', {
            created: formatCount(item.created),
            updated: formatCount(item.updated),
            credits: formatCount(item.credits),
            owed: formatMoney(item.owedCents),
          })}
        </p>
        <p className="text-sm">
          {item.undoneAt
            ? t('recent.undoneAt', { date: formatDateTimeShort(item.undoneAt) })
            : item.undoBlocked
              ? importMessageText(item.undoBlocked)
              : t('recent.undoUntil', { date: formatDateTimeShort(item.undoUntil) })}
        </p>
        <div role="alert" className="empty:hidden">
          {undo.isError && (
            <p className="text-destructive text-sm">
              {errorMessage(undo.error, t('done.undoError'))}
            </p>
          )}
        </div>
      </div>
      {!item.undoneAt && !item.undoBlocked && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={undo.isPending}
          aria-label={t('recent.undoLabel', { date })}
          onClick={() => undo.mutate(item.id)}
        >
          <Undo2 aria-hidden />
          {undo.isPending ? t('done.undoing') : t('recent.undo')}
        </Button>
      )}
    </li>
  )
}
