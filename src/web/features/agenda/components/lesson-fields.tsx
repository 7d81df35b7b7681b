import '~/locales/agenda'
import { AGENDA_LIMITS } from '@shared/constants'
import { isoWeekday } from '@shared/domain/recurrence'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { pressedToggleClass } from '~/components/choice-toggles'
import { Checkbox } from '~/components/ui/checkbox'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { Textarea } from '~/components/ui/textarea'
import { Toggle } from '~/components/ui/toggle'
import { ClubSelect } from '~/features/clubs/components/club-select'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import type { LessonFormValues } from '../lib/lesson-form'
import { MakeupCapacityField } from './makeup-capacity-field'
import { StudentPicker } from './student-picker'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/**
 * The fields every lesson form shares: students, date, start, duration, club, title, notes;
 * 'Repetir toda semana' (a new lesson: then the weekdays and an optional end) or the weekdays
 * alone ('esta e as seguintes', which has no date); 'Aberta a reposições' with its 'Vagas'.
 */
export function LessonFields<I>({
  form,
  repeatable = false,
  weekdays = false,
  date = true,
}: {
  /** A lesson form, whatever input it makes of the values. */
  form: UseFormReturn<LessonFormValues, unknown, I>
  /** 'Repetir toda semana' is offered (a new lesson). */
  repeatable?: boolean
  /** The weekdays are asked without it. */
  weekdays?: boolean
  /** The date is asked. */
  date?: boolean
}) {
  const { t } = useTranslation('agenda')
  const { errors } = form.formState
  const repeat = useWatch({ control: form.control, name: 'repeat' })
  const noEnd = useWatch({ control: form.control, name: 'noEnd' })
  const series = repeatable && repeat
  const e = (name: keyof LessonFormValues) => errors[name]?.message as string | undefined

  return (
    <>
      <Controller
        control={form.control}
        name="students"
        render={({ field }) => (
          <StudentPicker
            id="lesson-students"
            value={field.value}
            onChange={field.onChange}
            error={e('students')}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {date && (
          <FormField
            label={series ? t('form.startDate') : t('form.date')}
            htmlFor="lesson-date"
            error={e('date')}
            required
            className="col-span-2 sm:col-span-1"
          >
            <Input
              type="date"
              required
              {...fieldA11y('lesson-date', e('date'))}
              {...form.register('date')}
            />
          </FormField>
        )}
        <FormField label={t('form.time')} htmlFor="lesson-time" error={e('time')} required>
          <Input
            type="time"
            step={300}
            required
            {...fieldA11y('lesson-time', e('time'))}
            {...form.register('time')}
          />
        </FormField>
        <FormField
          label={t('form.duration')}
          htmlFor="lesson-duration"
          error={e('durationMinutes')}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={AGENDA_LIMITS.durationMin}
            max={AGENDA_LIMITS.durationMax}
            step={5}
            required
            {...fieldA11y('lesson-duration', e('durationMinutes'))}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      {repeatable && (
        <Controller
          control={form.control}
          name="repeat"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-lg border p-3">
              <Switch
                id="lesson-repeat"
                checked={field.value}
                onCheckedChange={(on) => {
                  field.onChange(on)
                  if (on && !form.getFieldState('weekdays').isDirty) {
                    form.setValue('weekdays', [isoWeekday(form.getValues('date') || '2000-01-03')])
                  }
                }}
                aria-describedby="lesson-repeat-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="lesson-repeat">{t('form.repeat')}</Label>
                <p id="lesson-repeat-hint" className="text-muted-foreground text-sm">
                  {t('form.repeatHint')}
                </p>
              </div>
            </div>
          )}
        />
      )}

      {(weekdays || series) && (
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <fieldset
              className="m-0 min-w-0 border-0 p-0"
              aria-describedby={e('weekdays') ? 'lesson-weekdays-error' : undefined}
            >
              <legend className="mb-2 flex items-center gap-1 p-0 font-medium text-sm leading-none">
                {t('form.weekdays')}
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((d) => (
                  <Toggle
                    key={d}
                    variant="outline"
                    size="sm"
                    pressed={field.value.includes(d)}
                    onPressedChange={(on) =>
                      field.onChange(
                        on
                          ? [...field.value, d].sort((a, b) => a - b)
                          : field.value.filter((x) => x !== d),
                      )
                    }
                    className={cn('min-w-11', pressedToggleClass)}
                  >
                    {t(`weekdays.${d}`)}
                  </Toggle>
                ))}
              </div>
              {e('weekdays') && (
                <p
                  id="lesson-weekdays-error"
                  role="alert"
                  className="mt-2 font-medium text-destructive text-sm"
                >
                  {e('weekdays')}
                </p>
              )}
            </fieldset>
          )}
        />
      )}

      {series && (
        <div className="grid gap-2">
          <Controller
            control={form.control}
            name="noEnd"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="lesson-no-end"
                  checked={field.value}
                  onCheckedChange={(c) => field.onChange(c === true)}
                />
                <Label htmlFor="lesson-no-end">{t('form.noEnd')}</Label>
              </div>
            )}
          />
          {!noEnd && (
            <FormField label={t('form.until')} htmlFor="lesson-until" error={e('untilDate')}>
              <Input
                type="date"
                {...fieldA11y('lesson-until', e('untilDate'))}
                {...form.register('untilDate')}
              />
            </FormField>
          )}
        </div>
      )}

      <FormField label={t('form.club')} htmlFor="lesson-club" error={e('clubId')}>
        <Controller
          control={form.control}
          name="clubId"
          render={({ field }) => (
            <ClubSelect id="lesson-club" value={field.value} onChange={field.onChange} />
          )}
        />
      </FormField>
      <FormField label={t('form.title')} htmlFor="lesson-title" error={e('title')}>
        <Input
          placeholder={t('form.titlePlaceholder')}
          maxLength={AGENDA_LIMITS.titleMax}
          {...fieldA11y('lesson-title', e('title'))}
          {...form.register('title')}
        />
      </FormField>
      <FormField label={t('form.notes')} htmlFor="lesson-notes" error={e('notes')}>
        <Textarea
          rows={2}
          maxLength={AGENDA_LIMITS.notesMax}
          {...fieldA11y('lesson-notes', e('notes'))}
          {...form.register('notes')}
        />
      </FormField>
      <MakeupCapacityField form={form} />
    </>
  )
}
