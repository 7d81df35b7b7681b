import { zodResolver } from '@hookform/resolvers/zod'
import { type LoginInput, loginSchema } from '@shared/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PasswordInput } from '~/components/password-input'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage, readAuthError } from '~/lib/auth-errors'
import { useTranslation } from '~/lib/i18n'
import { UnverifiedNotice } from './unverified-notice'

export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null)
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null)
    const { error } = await authClient.signIn.email({
      email: values.email,
      password: values.password,
    })
    if (error) {
      if (readAuthError(error).code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email)
      toast.error(t('login.errorTitle'), { description: authErrorMessage(error) })
      return
    }
    toast.success(t('login.successTitle'), { description: t('login.successDescription') })
    navigate('/app/dashboard', { replace: true })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
      <FormField
        label={t('fields.email')}
        htmlFor="login-email"
        error={errors.email?.message}
        required
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          {...fieldA11y('login-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        label={t('fields.password')}
        htmlFor="login-password"
        error={errors.password?.message}
        required
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('login-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Link
          to="/auth/forgot-password"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
