import '~/locales/students'
import '~/locales/payments'
import { GENDERS, STUDENT_STATUSES, STUDENT_TYPES } from '@shared/constants'
import FilterX from 'lucide-react/icons/funnel-x'
import { type ReactNode, useId, useState } from 'react'
import { ChoiceToggles, pressedToggleClass } from '~/components/choice-toggles'
import { FilterToggleButton } from '~/components/filter-toggle-button'
import { SearchInput } from '~/components/search-input'
import { Button } from '~/components/ui/button'
import { Toggle } from '~/components/ui/toggle'
import { useTranslation } from '~/lib/i18n'
import { studentLabelOptions } from '~/lib/student-label'
import { cn } from '~/lib/utils'
import { ClassesMultiSelect } from './classes-multi-select'
import {
  countPanelFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  type StudentFilterPatch,
  type StudentFilterValues,
} from './student-filters-state'

/**
 * The students filter panel (spec §5 Student list filters). Controlled: every change is sent
 * as a patch. On phones everything but the search box (and `extraActions`) folds behind a
 * 'Filtros' button. Without `showStatus` (New session: only active students are offered) the
 * status toggle is hidden and a fixed status does not count as a chosen filter.
 */
export function StudentFilterPanel({
  value,
  onChange,
  showStatus = true,
  showPayment = showStatus,
  showAlerts = showPayment,
  extraActions,
}: {
  value: StudentFilterValues
  onChange: (patch: StudentFilterPatch) => void
  showStatus?: boolean
  /** Issue 13: the 'Pagamento pendente' toggle (the students list; not New session). */
  showPayment?: boolean
  /** The 'Com alertas' toggle (the students list; not New session). */
  showAlerts?: boolean
  /** Shown at the end of the search row (e.g. New session's 'Adicionar aluno'). */
  extraActions?: ReactNode
}) {
  // labelled in the app's language, at render: the language may change
  const genderOptions = studentLabelOptions('gender', GENDERS)
  const typeOptions = studentLabelOptions('type', STUDENT_TYPES)
  const statusOptions = studentLabelOptions('status', STUDENT_STATUSES)
  const { t } = useTranslation('students')
  const { t: tp } = useTranslation('payments')
  const id = useId()
  const [open, setOpen] = useState(false)
  const chosen = {
    ...value,
    status: showStatus ? value.status : null,
    paymentPending: showPayment && value.paymentPending,
    withAlerts: showAlerts && value.withAlerts,
  }
  const panelCount = countPanelFilters(chosen)

  return (
    <section
      aria-label={t('filters.label')}
      className="rounded-xl border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap gap-2">
        <div className="min-w-0 basis-full md:flex-1 md:basis-auto">
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
        {hasActiveFilters(chosen) && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            <FilterX aria-hidden />
            {t('filters.clearAll')}
          </Button>
        )}
        {extraActions && <div className="ml-auto">{extraActions}</div>}
      </div>
      <div
        id={`${id}-panel`}
        className={cn(
          'mt-4 gap-x-6 gap-y-4 md:flex md:flex-wrap md:items-end',
          open ? 'grid' : 'hidden',
        )}
      >
        <fieldset className="m-0 min-w-0 border-0 p-0">
          <legend className="mb-2 p-0 font-medium text-sm leading-none">
            {t('filters.credits')}
          </legend>
          <div className="flex flex-wrap gap-2">
            <Toggle
              variant="outline"
              className={cn('flex-1 px-3 md:flex-none', pressedToggleClass)}
              pressed={value.creditsEnding}
              onPressedChange={(on) => onChange({ creditsEnding: on })}
            >
              {t('filters.creditsEnding')}
            </Toggle>
            <Toggle
              variant="outline"
              className={cn('flex-1 px-3 md:flex-none', pressedToggleClass)}
              pressed={value.creditsZero}
              onPressedChange={(on) => onChange({ creditsZero: on })}
            >
              {t('filters.creditsZero')}
            </Toggle>
          </div>
        </fieldset>
        {showPayment && (
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="mb-2 p-0 font-medium text-sm leading-none">
              {tp('card.section')}
            </legend>
            <Toggle
              variant="outline"
              className={cn('w-full px-3 md:w-auto', pressedToggleClass)}
              pressed={value.paymentPending}
              onPressedChange={(on) => onChange({ paymentPending: on })}
            >
              {tp('filter.pending')}
            </Toggle>
          </fieldset>
        )}
        {showAlerts && (
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="mb-2 p-0 font-medium text-sm leading-none">
              {t('filters.alerts')}
            </legend>
            <Toggle
              variant="outline"
              className={cn('w-full px-3 md:w-auto', pressedToggleClass)}
              pressed={value.withAlerts}
              onPressedChange={(on) => onChange({ withAlerts: on })}
            >
              {t('filters.withAlerts')}
            </Toggle>
          </fieldset>
        )}
        <ChoiceToggles
          id={`${id}-gender`}
          label={t('filters.gender')}
          options={genderOptions}
          value={value.gender}
          onChange={(gender) => onChange({ gender })}
        />
        <ChoiceToggles
          id={`${id}-type`}
          label={t('filters.type')}
          options={typeOptions}
          value={value.type}
          onChange={(type) => onChange({ type })}
        />
        {showStatus && (
          <ChoiceToggles
            id={`${id}-status`}
            label={t('filters.status')}
            options={statusOptions}
            value={value.status}
            onChange={(status) => onChange({ status })}
          />
        )}
        <ClassesMultiSelect
          id={`${id}-classes`}
          value={value.classes}
          onChange={(classes) => onChange({ classes })}
        />
      </div>
    </section>
  )
}
