import { DEFAULT_COUNTRY_CODE } from '@shared/constants'
import { phoneDigits } from '@shared/domain/phone'
import { type SignupInput, signupSchema } from '@shared/schemas/auth'
import { Controller, useForm } from 'react-hook-form'
import { PasswordInput } from '~/components/password-input'
import { PhoneInput } from '~/components/phone-input'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { authClient, CONFIRM_CALLBACK_URL } from '~/lib/auth-client'
import { authErrorMessage, readAuthError } from '~/lib/auth-errors'
import { zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { withToast } from '~/lib/toast'
import { useWorldPhones } from '~/lib/world-phones'
import { EmailField } from './account-form'

export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t, i18n } = useTranslation('auth')
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      countryCode: `+${DEFAULT_COUNTRY_CODE}`,
      phone: '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const countryCode = form.watch('countryCode')
  const brazilian = phoneDigits(countryCode) === DEFAULT_COUNTRY_CODE
  // another country's number is checked as the server will (its metadata, loaded now)
  useWorldPhones(brazilian ? null : `+${phoneDigits(countryCode) || '0'}`)

  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signUp.email({
      name: values.name,
      email: values.email,
      password: values.password,
      callbackURL: CONFIRM_CALLBACK_URL,
      // stored in the coach's profile (normalised on the server)
      phone: values.phone,
      countryCode: values.countryCode,
      // the language these pages speak (preselected, switchable above the card)
      language: i18n.language === 'en' ? 'en' : 'pt-BR',
    } as Parameters<typeof authClient.signUp.email>[0])
    if (error) {
      const { field } = readAuthError(error)
      const message = authErrorMessage(error)
      if (field && field in values) form.setError(field as keyof SignupInput, { message })
      withToast((toast) => toast.error(t('signup.errorTitle'), { description: message }))
      return
    }
    withToast((toast) =>
      toast.success(t('signup.successTitle'), { description: t('signup.successDescription') }),
    )
    onSignedUp(values.email)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label={t('fields.name')}
        htmlFor="signup-name"
        error={errors.name?.message}
        required
      >
        <Input
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          {...fieldA11y('signup-name', errors.name?.message)}
          {...form.register('name')}
        />
      </FormField>
      <EmailField
        id="signup-email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormField
        label={t('fields.password')}
        htmlFor="signup-password"
        error={errors.password?.message}
        hint={t('fields.passwordHint')}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('signup-password', errors.password?.message, t('fields.passwordHint'))}
          {...form.register('password')}
        />
      </FormField>
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <FormField
          label={t('fields.countryCode')}
          htmlFor="signup-country"
          error={errors.countryCode?.message}
          required
        >
          <Input
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            {...fieldA11y('signup-country', errors.countryCode?.message)}
            {...form.register('countryCode')}
          />
        </FormField>
        <FormField
          label={t('fields.phone')}
          htmlFor="signup-phone"
          error={errors.phone?.message}
          required
        >
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                masked={brazilian}
                placeholder={brazilian ? t('fields.phonePlaceholder') : ''}
                {...fieldA11y('signup-phone', errors.phone?.message)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  )
}
