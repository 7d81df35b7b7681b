import Star from 'lucide-react/icons/star'
import { useTranslation } from '~/lib/i18n'
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
 * The 1–5 rating input (spec §2 New session: shown as n/5): native radio buttons drawn as
 * stars, so arrows, Tab and screen readers work as for any radio group; large enough to tap.
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
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div role="radiogroup" aria-label={label} className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative flex size-10 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={n === value}
              onChange={() => onChange(n)}
              aria-label={t('rating.value', { value: n })}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden
              className={cn(
                'size-6 transition-colors',
                n <= value
                  ? 'fill-warning text-warning'
                  : 'fill-transparent text-muted-foreground/50',
              )}
            />
          </label>
        ))}
      </div>
      <span className="text-sm font-medium tabular-nums text-muted-foreground" aria-hidden>
        {value}/5
      </span>
    </div>
  )
}
