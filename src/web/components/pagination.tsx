import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** Pages to show: first, last, current ± 1, with gaps ('…') between them (spec §2 New session). */
export function pageItems(current: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, current - 1, current, current + 1])
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const [i, p] of pages.entries()) {
    const prev = pages[i - 1]
    if (prev !== undefined && p - prev > 1) items.push(p - prev === 2 ? prev + 1 : 'gap')
    items.push(p)
  }
  return items
}

export function Pagination({
  page,
  totalPages,
  onPageChange,
  className,
}: {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  className?: string
}) {
  const { t } = useTranslation('app')
  if (totalPages <= 1) return null
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('pagination.previous')}
      </Button>
      <ul className="flex items-center gap-1">
        {pageItems(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'ghost'}
                size="icon"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
      >
        {t('pagination.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  )
}
