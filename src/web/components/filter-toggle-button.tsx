import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'

/**
 * 'Filtros' on phones: shows or hides a list's filter panel, with the number of active
 * filters (read out in full to screen readers). Hidden from md up, where the panel always shows.
 */
export function FilterToggleButton({
  open,
  onToggle,
  controls,
  label,
  count,
  countLabel,
}: {
  open: boolean
  onToggle: () => void
  /** id of the panel it shows and hides */
  controls: string
  label: string
  count: number
  /** e.g. '2 filtros ativos' */
  countLabel: string
}) {
  return (
    <Button
      variant="outline"
      className="md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden />
      {label}
      {count > 0 && (
        <Badge>
          <span aria-hidden>{count}</span>
          <span className="sr-only">{countLabel}</span>
        </Badge>
      )}
    </Button>
  )
}
