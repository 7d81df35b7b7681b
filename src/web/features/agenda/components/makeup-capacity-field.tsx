import '~/locales/agenda'
import { AGENDA_LIMITS } from '@shared/constants'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { useTranslation } from '~/lib/i18n'
import type { LessonFormValues } from '../lib/lesson-form'

/**
 * 'Aberta a reposições' and its 'Vagas' (decision 0024): the lesson's free places, up to that
 * many students, are offered to students owed a make-up on their page.
 */
export function MakeupCapacityField<I>({
  form,
}: {
  form: UseFormReturn<LessonFormValues, unknown, I>
}) {
  const { t } = useTranslation('agenda')
  const open = useWatch({ control: form.control, name: 'makeupOpen' })
  const error = form.formState.errors.makeupCapacity?.message as string | undefined
  const hint = t('form.makeupCapacityHint')
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <Controller
        control={form.control}
        name="makeupOpen"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="lesson-makeup-open"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="lesson-makeup-open-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="lesson-makeup-open">{t('form.makeupOpen')}</Label>
              <p id="lesson-makeup-open-hint" className="text-muted-foreground text-sm">
                {t('form.makeupOpenHint')}
              </p>
            </div>
          </div>
        )}
      />
      {open && (
        <FormField
          label={t('form.makeupCapacity')}
          htmlFor="lesson-makeup-capacity"
          error={error}
          hint={hint}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={AGENDA_LIMITS.studentsMax}
            step={1}
            required
            className="w-28"
            {...fieldA11y('lesson-makeup-capacity', error, hint)}
            {...form.register('makeupCapacity', { valueAsNumber: true })}
          />
        </FormField>
      )}
    </div>
  )
}
