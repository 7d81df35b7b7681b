import type { ImportResult, StudentImportDto } from '@shared/schemas/student-import.response'
import { useQuery } from '@tanstack/react-query'
import CircleCheck from 'lucide-react/icons/circle-check'
import Undo2 from 'lucide-react/icons/undo-2'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { errorMessage } from '~/lib/api-client'
import { formatDateTimeShort, formatMoney } from '~/lib/formats'
import { type TFunction, useTranslation } from '~/lib/i18n'
import { studentImportsQuery, useUndoImport } from '../api'
import { importMessageText } from '../lib/messages'

/** What an import did, a line each (the counts that are not zero, but the students'). */
function doneLines(record: StudentImportDto, t: TFunction): string[] {
  return [
    t('done.created', { count: record.created }),
    t('done.updated', { count: record.updated }),
    record.credits > 0 ? t('done.credits', { count: record.credits }) : null,
    record.owedCents > 0 ? t('done.owed', { amount: formatMoney(record.owedCents) }) : null,
    record.slots > 0 ? t('done.slots', { count: record.slots }) : null,
  ].filter((line): line is string => line !== null)
}

/** The import done: what it did, the way to the students, and its undo. */
export function ImportDone({
  result,
  onAgain,
  headingRef,
}: {
  result: ImportResult
  onAgain: () => void
  /** The title, focused when the import is done. */
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { t } = useTranslation('student-import')
  const undo = useUndoImport()
  // the recent imports' list knows when it was undone there, or can no longer be
  const listed = useQuery(studentImportsQuery()).data?.find((i) => i.id === result.import.id)
  const record = undo.data ?? listed ?? result.import
  const undone = record.undoneAt !== null
  const blocked = undone ? null : record.undoBlocked

  const lines = doneLines(record, t)

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <CircleCheck className="size-6 text-success" aria-hidden />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 font-semibold text-xl outline-none"
        >
          {t('done.title')}
        </h2>
      </div>
      <ul className="grid gap-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/app/students">{t('done.seeStudents')}</Link>
        </Button>
        {!undone && !blocked && (
          <Button
            type="button"
            variant="outline"
            disabled={undo.isPending}
            onClick={() => undo.mutate(result.import.id)}
          >
            <Undo2 aria-hidden />
            {undo.isPending ? t('done.undoing') : t('done.undo')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onAgain}>
          {t('done.again')}
        </Button>
      </div>
      {!undone && (
        <p className="text-muted-foreground text-sm">
          {blocked
            ? importMessageText(blocked)
            : t('done.undoHelp', { date: formatDateTimeShort(record.undoUntil) })}
        </p>
      )}
      <div aria-live="polite" className="empty:hidden">
        {undone && <p className="font-medium">{t('done.undone')}</p>}
      </div>
      <div role="alert" className="empty:hidden">
        {undo.isError && (
          <p className="rounded-lg border border-destructive/30 bg-destructive-soft p-3 text-destructive-soft-foreground text-sm">
            <span className="font-semibold">{t('done.undoError')}: </span>
            {errorMessage(undo.error, t('done.undoError'))}
          </p>
        )}
      </div>
    </div>
  )
}
