import { LEAD_COUNTRIES, LEAD_COUNTRY_OTHER } from '@shared/constants'
import type { UseFormReturn } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import type { TFunction } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import type { LeadFormValues } from '../api'

/** The look of the design system's select trigger, on a native select (best on phones). */
const selectClass =
  'h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-2 pr-10 pl-3 text-base shadow-xs outline-hidden transition-[color,box-shadow,border-color] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm'
const chevron =
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]"

/** English only (spec §5): the country, and its name when it is not in the list. */
export function LeadCountryField({
  form,
  t,
}: {
  form: UseFormReturn<LeadFormValues>
  t: TFunction
}) {
  const { errors } = form.formState
  const country = form.watch('country')
  return (
    <>
      <FormField
        label={t('fields.country')}
        htmlFor="lead-country"
        error={errors.country?.message}
        required
      >
        <select
          // the prompt is shown (not the first country) before the page is interactive
          defaultValue=""
          className={cn(selectClass, chevron, !country && 'text-muted-foreground')}
          autoComplete="country-name"
          required
          {...fieldA11y('lead-country', errors.country?.message)}
          {...form.register('country')}
        >
          <option value="" disabled>
            {t('fields.countryPlaceholder')}
          </option>
          {LEAD_COUNTRIES.map((country) => (
            <option key={country} value={country} className="text-foreground">
              {country}
            </option>
          ))}
          <option value={LEAD_COUNTRY_OTHER} className="text-foreground">
            {t('fields.countryOtherOption')}
          </option>
        </select>
      </FormField>
      {country === LEAD_COUNTRY_OTHER && (
        <FormField
          label={t('fields.countryOther')}
          htmlFor="lead-country-other"
          error={errors.countryOther?.message}
          required
        >
          <Input
            autoComplete="country-name"
            required
            {...fieldA11y('lead-country-other', errors.countryOther?.message)}
            {...form.register('countryOther')}
          />
        </FormField>
      )}
    </>
  )
}
