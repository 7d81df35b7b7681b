import '~/locales/new-session'
import Check from 'lucide-react/icons/check'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** Steps 1 (Seleção) and 2 (Feedback) of the new-session flow; the current one stands out. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('new-session')
  const steps = [
    { n: 1, label: t('steps.selection') },
    { n: 2, label: t('steps.feedback') },
  ] as const
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map(({ n, label }, i) => {
          const current = n === step
          const done = n < step
          return (
            <li key={n} className="flex min-w-0 items-center gap-2 sm:gap-3">
              {i > 0 && (
                <span
                  aria-hidden
                  className={cn(
                    'h-0.5 w-6 rounded-full sm:w-12',
                    done || current ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              <span
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-full py-1 pr-3 pl-1 font-medium text-sm',
                  current ? 'bg-primary/10 text-foreground' : 'text-muted-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs tabular-nums',
                    current && 'border-primary bg-primary text-primary-foreground',
                    done && 'border-primary bg-background text-primary',
                  )}
                >
                  {done ? <Check className="size-4" /> : n}
                </span>
                <span className="sr-only">{n} </span>
                {label}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
