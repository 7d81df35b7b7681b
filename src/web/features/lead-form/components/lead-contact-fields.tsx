import type { LeadLanguage } from '@shared/constants'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import type { TFunction } from '~/lib/i18n'
import type { LeadFormValues } from '../api'
import { filterLeadPhone, PT_PREFIX } from '../lib/phone'

interface Props {
  form: UseFormReturn<LeadFormValues>
  lang: LeadLanguage
  t: TFunction
}

/** Name, email and phone: the three required contact fields. */
export function LeadContactFields({ form, lang, t }: Props) {
  const { errors } = form.formState
  return (
    <>
      <FormField label={t('fields.name')} htmlFor="lead-name" error={errors.name?.message} required>
        <Input
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          required
          {...fieldA11y('lead-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={t('fields.email')}
        htmlFor="lead-email"
        error={errors.email?.message}
        required
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          {...fieldA11y('lead-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        label={t('fields.phone')}
        htmlFor="lead-phone"
        error={errors.phone?.message}
        hint={t('fields.phoneHint')}
        required
      >
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              required
              {...fieldA11y('lead-phone', errors.phone?.message, t('fields.phoneHint'))}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(e) => field.onChange(filterLeadPhone(e.target.value, lang))}
              onFocus={() => {
                if (lang === 'pt' && !field.value) field.onChange(PT_PREFIX)
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
    </>
  )
}
