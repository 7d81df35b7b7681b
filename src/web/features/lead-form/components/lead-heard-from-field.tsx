import { LEAD_HEARD_FROM } from '@shared/constants'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { RadioGroup, RadioGroupItem } from '~/components/ui/radio-group'
import type { TFunction } from '~/lib/i18n'
import type { LeadFormValues } from '../api'

/** Required (spec §5): twitter, reddit, friends or other; 'other' asks where. */
export function LeadHeardFromField({
  form,
  t,
}: {
  form: UseFormReturn<LeadFormValues>
  t: TFunction
}) {
  const { errors } = form.formState
  const error = errors.heardFrom?.message
  return (
    <fieldset className="grid gap-3" data-invalid={error ? true : undefined}>
      <legend id="lead-heard-from-legend" className="mb-1 font-medium text-sm">
        {t('fields.heardFrom')}
        <span aria-hidden="true" className="ml-1 text-destructive">
          *
        </span>
      </legend>
      <Controller
        control={form.control}
        name="heardFrom"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            required
            aria-labelledby="lead-heard-from-legend"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'lead-heard-from-error' : undefined}
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {LEAD_HEARD_FROM.map((option, i) => (
              <Label
                key={option}
                htmlFor={`lead-heard-${option}`}
                className="min-h-11 cursor-pointer rounded-md border leading-snug border-input bg-background px-3 py-2 font-normal transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
              >
                <RadioGroupItem
                  id={`lead-heard-${option}`}
                  value={option}
                  aria-invalid={Boolean(error)}
                  ref={i === 0 ? field.ref : undefined}
                  onBlur={i === LEAD_HEARD_FROM.length - 1 ? field.onBlur : undefined}
                />
                {t(`heardFrom.${option}`)}
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      {error && (
        <p id="lead-heard-from-error" role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
      {form.watch('heardFrom') === 'other' && (
        <FormField
          label={t('fields.heardFromOther')}
          htmlFor="lead-heard-from-other"
          error={errors.heardFromOther?.message}
          required
        >
          <Input
            required
            {...fieldA11y('lead-heard-from-other', errors.heardFromOther?.message)}
            {...form.register('heardFromOther')}
          />
        </FormField>
      )}
    </fieldset>
  )
}
