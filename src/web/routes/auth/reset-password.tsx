import '~/locales/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ResetPasswordInput, resetPasswordSchema } from '@shared/schemas/auth'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PasswordInput } from '~/components/password-input'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { AuthPage } from '~/features/auth/components/auth-page'
import { AuthStatusCard } from '~/features/auth/components/auth-status-card'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage, readAuthError } from '~/lib/auth-errors'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

/** Issue 15: the visitor's language (the link's ?lang=, the one remembered, the browser's). */
export function clientLoader() {
  applyLanguage(visitorLanguage())
  return null
}

export function meta() {
  return [pageTitle('auth', 'reset.title'), NOINDEX]
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? '' })
    if (error) {
      const message = authErrorMessage(error)
      if (readAuthError(error).code === 'PASSWORD_TOO_COMMON')
        form.setError('password', { message })
      toast.error(t('reset.errorTitle'), { description: message })
      return
    }
    toast.success(t('reset.successTitle'), { description: t('reset.successDescription') })
    navigate('/app/login', { replace: true })
  })

  if (!token || params.has('error')) {
    return (
      <AuthStatusCard
        tone="error"
        title={t('reset.invalidTitle')}
        description={t('reset.invalidDescription')}
        action={{ to: '/auth/forgot-password', label: t('reset.requestNew') }}
      />
    )
  }

  return (
    <AuthPage>
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-2xl">
            <h1>{t('reset.title')}</h1>
          </CardTitle>
          <CardDescription>{t('reset.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              label={t('fields.newPassword')}
              htmlFor="reset-password"
              error={errors.password?.message}
              hint={t('fields.passwordHint')}
              required
            >
              <PasswordInput
                autoComplete="new-password"
                {...fieldA11y('reset-password', errors.password?.message, t('fields.passwordHint'))}
                {...form.register('password')}
              />
            </FormField>
            <FormField
              label={t('fields.confirmPassword')}
              htmlFor="reset-confirm"
              error={errors.confirmPassword?.message}
              required
            >
              <PasswordInput
                autoComplete="new-password"
                {...fieldA11y('reset-confirm', errors.confirmPassword?.message)}
                {...form.register('confirmPassword')}
              />
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
