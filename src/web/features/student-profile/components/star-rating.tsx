import { Star } from 'lucide-react'
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
