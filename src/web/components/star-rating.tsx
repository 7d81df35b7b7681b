import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

/** A read-only 1–5 star rating, announced as text ("Avaliação: 4 de 5"). */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number
  label: string
  className?: string
}) {
  const rounded = Math.round(rating)
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-4',
            n <= rounded
              ? 'fill-warning text-warning'
              : 'fill-transparent text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}

/**
 * The 1–5 rating input (spec §2 New session: shown as n/5): a keyboard-operable radio group —
 * arrows move, the stars are large enough to tap on court.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  name,
  className,
}: {
  value: number
  onChange: (value: number) => void
  label: string
  name: string
  className?: string
}) {
  const { t } = useTranslation('app')
  const move = (delta: number) => onChange(Math.min(5, Math.max(1, value + delta)))
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="radiogroup"
        aria-label={label}
        className="inline-flex"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
            e.preventDefault()
            move(1)
          } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
            e.preventDefault()
            move(-1)
          }
        }}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            name={name}
            aria-checked={n === value}
            aria-label={t('rating.value', { value: n })}
            tabIndex={n === value ? 0 : -1}
            onClick={() => onChange(n)}
            className="flex size-10 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Star
              aria-hidden
              className={cn(
                'size-6 transition-colors',
                n <= value
                  ? 'fill-warning text-warning'
                  : 'fill-transparent text-muted-foreground/50',
              )}
            />
          </button>
        ))}
      </div>
      <span className="text-sm font-medium tabular-nums text-muted-foreground" aria-hidden>
        {value}/5
      </span>
    </div>
  )
}
