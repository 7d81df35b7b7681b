import '~/locales/new-session'
import X from 'lucide-react/icons/x'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import type { SelectedStudent } from '../lib/new-session-state'

/** 'N aluno(s) selecionado(s)' with a removable chip per student (spec §2 New session). */
export function SelectionSummary({
  selected,
  onRemove,
  onClear,
}: {
  selected: SelectedStudent[]
  onRemove: (id: string) => void
  onClear: () => void
}) {
  const { t } = useTranslation('new-session')
  return (
    <section
      aria-labelledby="selection-summary-count"
      className="rounded-xl border border-primary/30 bg-primary/5 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="selection-summary-count" className="font-semibold" aria-live="polite">
          {t('selection.selected', { count: selected.length })}
        </p>
        {selected.length > 1 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        )}
      </div>
      {selected.length > 0 && (
        // contain: a long name's chip is cut to the screen (truncate), never widens the page
        <ul
          aria-label={t('selection.selectedLabel')}
          className="mt-3 flex flex-wrap gap-2 [contain:inline-size]"
        >
          {selected.map((student) => (
            <li
              key={student.id}
              className="flex min-w-0 max-w-full items-center gap-1 rounded-full border border-primary/40 bg-background pl-3 text-sm"
            >
              <span className="min-w-0 truncate">{student.name}</span>
              <button
                type="button"
                onClick={() => onRemove(student.id)}
                aria-label={t('selection.remove', { name: student.name })}
                className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
