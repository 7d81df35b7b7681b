import '~/locales/session-history'
import { QUICK_PERIODS } from '@shared/schemas/session'
import PackageX from 'lucide-react/icons/package-x'
import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { FilterToggleButton } from '~/components/filter-toggle-button'
import { SearchInput } from '~/components/search-input'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import {
  activeChips,
  countHistoryPanelFilters,
  type HistoryFilterPatch,
  type HistoryFilterValues,
  hasActiveHistoryFilters,
} from '../lib/filters-state'
import { DateRangePicker } from './date-range-picker'

const pressedClass = 'border-primary bg-primary/10 text-foreground hover:bg-primary/15'

/**
 * Filter bar of the history (spec §2, §5): search, quick periods, a custom range (mutually
 * exclusive with the periods), 'Sem Pacote', 'Limpar Filtros', and the active-filter chips.
 * On phones the periods, the range and 'Sem Pacote' fold behind a 'Filtros' button that shows
 * how many of them are on.
 */
export function HistoryFilterBar({
  value,
  onChange,
}: {
  value: HistoryFilterValues
  onChange: (patch: HistoryFilterPatch) => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const chips = activeChips(value, t)
  const [open, setOpen] = useState(false)
  const panelCount = countHistoryPanelFilters(value)

  return (
    <section aria-label={t('filters.label')} className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <SearchInput
            id={`${id}-q`}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={value.q}
            onSearch={(q) => onChange({ q })}
          />
        </div>
        <FilterToggleButton
          open={open}
          onToggle={() => setOpen(!open)}
          controls={`${id}-panel`}
          label={t('filters.toggle')}
          count={panelCount}
          countLabel={t('filters.activeCount', { count: panelCount })}
        />
      </div>
      <div
        id={`${id}-panel`}
        className={cn('flex-wrap items-center gap-2 md:flex', open ? 'flex' : 'hidden')}
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('filters.period')}</legend>
          {QUICK_PERIODS.map((period) => {
            const on = value.period === period
            return (
              <Button
                key={period}
                variant="outline"
                aria-pressed={on}
                className={cn(on && pressedClass)}
                onClick={() => onChange({ period: on ? null : period })}
              >
                {t(`filters.${period}`)}
              </Button>
            )
          })}
        </fieldset>
        <DateRangePicker from={value.from} to={value.to} onChange={onChange} />
        <Button
          variant="outline"
          aria-pressed={value.unassigned}
          className={cn(value.unassigned && pressedClass)}
          onClick={() => onChange({ unassigned: !value.unassigned })}
        >
          <PackageX aria-hidden />
          {t('filters.unassigned')}
        </Button>
        {hasActiveHistoryFilters(value) && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({ q: '', period: null, from: null, to: null, unassigned: false })
            }
          >
            <X aria-hidden />
            {t('filters.clearAll')}
          </Button>
        )}
      </div>
      {chips.length > 0 && (
        <ul aria-label={t('filters.active')} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="flex items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span>{chip.label}</span>
              <button
                type="button"
                aria-label={t('filters.removeChip', { label: chip.label })}
                onClick={() => onChange(chip.clear)}
                className="relative flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-primary/15 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring after:absolute after:-inset-1 after:content-['']"
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
