import '~/locales/reports'
import type { IsoDate } from '@shared/domain/dates'
import { useState } from 'react'
import { pressedToggleClass } from '~/components/choice-toggles'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Toggle } from '~/components/ui/toggle'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import {
  customPeriodError,
  periodRange,
  REPORT_PERIODS,
  type ReportPeriodKind,
  type ResolvedPeriod,
} from '../lib/period'

/**
 * Mês, Trimestre, Ano (the calendar period holding the coach's today) or Personalizado (two
 * days, checked by the API's rule before anything is asked). The chosen period lives in the URL.
 */
export function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: ResolvedPeriod
  today: IsoDate
  onChange: (next: ResolvedPeriod) => void
}) {
  const { t } = useTranslation('reports')
  const [custom, setCustom] = useState({ from: period.from, to: period.to })
  const [editing, setEditing] = useState(period.kind === 'personalizado')
  const kind: ReportPeriodKind = editing ? 'personalizado' : period.kind

  const choose = (next: ReportPeriodKind) => {
    if (next === 'personalizado') {
      // starts from the period on screen; the URL changes with the first valid edit
      setCustom({ from: period.from, to: period.to })
      setEditing(true)
      onChange({ kind: 'personalizado', from: period.from, to: period.to })
      return
    }
    setEditing(false)
    onChange({ kind: next, ...periodRange(next, today) })
  }

  const edit = (field: 'from' | 'to', value: string) => {
    const next = { ...custom, [field]: value }
    setCustom(next)
    if (customPeriodError(next.from, next.to) === null)
      onChange({ kind: 'personalizado', from: next.from, to: next.to })
  }

  const problem = kind === 'personalizado' ? customPeriodError(custom.from, custom.to) : null
  const error = problem === 'incomplete' ? t('period.incomplete') : (problem ?? undefined)

  return (
    <div className="grid gap-3">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{t('period.label')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {REPORT_PERIODS.map((value) => (
            <Toggle
              key={value}
              variant="outline"
              pressed={kind === value}
              onPressedChange={() => choose(value)}
              className={cn('min-w-24 px-3', pressedToggleClass)}
            >
              {t(`period.kinds.${value}`)}
            </Toggle>
          ))}
        </div>
      </fieldset>
      {kind === 'personalizado' && (
        <div className="grid max-w-md grid-cols-2 gap-3">
          <FormField label={t('period.from')} htmlFor="report-from" className="content-start">
            <Input
              type="date"
              value={custom.from}
              onChange={(e) => edit('from', e.target.value)}
              {...fieldA11y('report-from')}
              // the message shows once, under 'Até', and describes both days
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'report-to-error' : undefined}
            />
          </FormField>
          <FormField
            label={t('period.to')}
            htmlFor="report-to"
            error={error}
            className="content-start"
          >
            <Input
              type="date"
              value={custom.to}
              onChange={(e) => edit('to', e.target.value)}
              {...fieldA11y('report-to', error)}
            />
          </FormField>
        </div>
      )}
      <p className="text-muted-foreground text-sm tabular-nums" data-testid="report-range">
        {t('period.range', { from: formatDate(period.from), to: formatDate(period.to) })}
      </p>
    </div>
  )
}
