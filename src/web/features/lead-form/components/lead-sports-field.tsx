import { LEAD_SPORTS } from '@shared/constants'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { Checkbox } from '~/components/ui/checkbox'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import type { TFunction } from '~/lib/i18n'
import type { LeadFormValues, LeadSport } from '../api'

/** Catalog keys of the sports; the values sent stay the English constants. */
const SPORT_KEYS: Record<LeadSport, string> = {
  Padel: 'padel',
  Tennis: 'tennis',
  'Beach Tennis': 'beachTennis',
  Badminton: 'badminton',
  Squash: 'squash',
  'Table Tennis': 'tableTennis',
}

const sportId = (sport: LeadSport) => `lead-sport-${SPORT_KEYS[sport]}`

/** Optional: the sports coached (checkboxes) and one more in free text. */
export function LeadSportsField({
  form,
  t,
}: {
  form: UseFormReturn<LeadFormValues>
  t: TFunction
}) {
  const { errors } = form.formState
  return (
    <fieldset className="grid gap-3" aria-describedby="lead-sports-hint">
      <legend className="mb-1 font-medium text-sm">{t('fields.sports')}</legend>
      <p id="lead-sports-hint" className="-mt-2 text-muted-foreground text-sm">
        {t('fields.sportsHint')}
      </p>
      <Controller
        control={form.control}
        name="sports"
        render={({ field }) => (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {LEAD_SPORTS.map((sport) => {
              const checked = field.value.includes(sport)
              return (
                <Label
                  key={sport}
                  htmlFor={sportId(sport)}
                  className="min-h-11 cursor-pointer rounded-md border leading-snug border-input bg-background px-3 py-2 font-normal transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                >
                  <Checkbox
                    id={sportId(sport)}
                    value={sport}
                    checked={checked}
                    onCheckedChange={(on) =>
                      field.onChange(
                        on ? [...field.value, sport] : field.value.filter((s) => s !== sport),
                      )
                    }
                  />
                  {t(`sports.${SPORT_KEYS[sport]}`)}
                </Label>
              )
            })}
          </div>
        )}
      />
      <FormField
        label={t('fields.extraSport')}
        htmlFor="lead-extra-sport"
        error={errors.extraSport?.message}
        className="mt-1"
      >
        <Input
          placeholder={t('fields.extraSportPlaceholder')}
          {...fieldA11y('lead-extra-sport', errors.extraSport?.message)}
          {...form.register('extraSport')}
        />
      </FormField>
    </fieldset>
  )
}
