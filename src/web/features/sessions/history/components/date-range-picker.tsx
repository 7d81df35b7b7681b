import '~/locales/session-history'
import CalendarRange from 'lucide-react/icons/calendar-range'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { rangeText } from '../lib/filters-state'

/**
 * The custom period of the history (spec §2): a button 'Selecionar período' that opens a
 * start and an end date; the button then reads 'A partir de …' or '… - …'.
 */
export function DateRangePicker({
  from,
  to,
  onChange,
}: {
  from: string | null
  to: string | null
  /** Only the bounds that changed. */
  onChange: (range: { from?: string | null; to?: string | null }) => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const text = rangeText({ from, to }, t)
  const active = text !== null

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            'justify-between font-normal',
            active && 'border-primary bg-primary/10 text-foreground',
          )}
        >
          <CalendarRange aria-hidden />
          <span className="truncate">{text ?? t('filters.range')}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('filters.rangeStart')}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from ?? ''}
            max={to ?? undefined}
            onChange={(e) => onChange({ from: e.target.value || null })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t('filters.rangeEnd')}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={to ?? ''}
            min={from ?? undefined}
            onChange={(e) => onChange({ to: e.target.value || null })}
          />
        </div>
        <Button
          variant="ghost"
          disabled={!active}
          onClick={() => onChange({ from: null, to: null })}
        >
          {t('filters.rangeClear')}
        </Button>
      </PopoverContent>
    </Popover>
  )
}
