import '~/locales/auth'
import { type ResetPasswordInput, resetPasswordSchema } from '@shared/schemas/auth'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PasswordInput } from '~/components/password-input'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { AccountForm, useHydrated } from '~/features/auth/components/account-form'
import { AuthPage } from '~/features/auth/components/auth-page'
import { StatusCard } from '~/features/auth/components/auth-status-card'
import { FormRefusal } from '~/features/auth/components/form-refusal'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage, readAuthError } from '~/lib/auth-errors'
import { zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

/** Where the form posts without JavaScript (server/auth/login-form.ts): the page itself. */
const FORM_ACTION = '/auth/reset-password'

export function meta() {
  return [pageTitle('auth', 'reset.title'), NOINDEX]
}

/**
 * Prerendered: the form works before and without JavaScript — the server fills the
 * link's token into its hidden field, or shows the "invalid link" card instead of the form,
 * and takes the post. Once the app runs, the visitor's language applies (the link's
 * ?lang=, the one remembered, the browser's) and the URL decides as the app decides.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  useEffect(() => {
    void applyLanguage(visitorLanguage())
  }, [])
  const token = params.get('token')
  const invalid = hydrated && (!token || params.has('error'))
  // Without defaults the fields start from what the page holds (typed before the JavaScript)
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema) })
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

  return (
    <AuthPage>
      {/* both are in the prerendered page: the server shows one (server/auth/login-form.ts) */}
      <StatusCard
        id="reset-invalid"
        hidden={!invalid}
        tone="error"
        title={t('reset.invalidTitle')}
        description={t('reset.invalidDescription')}
        action={{ to: '/auth/forgot-password', label: t('reset.requestNew') }}
      />
      <Card id="reset-card" hidden={invalid}>
        <CardHeader>
          <CardTitle asChild className="text-2xl">
            <h1>{t('reset.title')}</h1>
          </CardTitle>
          <CardDescription>{t('reset.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AccountForm action={FORM_ACTION} onSubmit={onSubmit}>
            <input
              type="hidden"
              id="reset-token"
              name="token"
              defaultValue=""
              suppressHydrationWarning
            />
            <FormRefusal id="reset-form-error" />
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
          </AccountForm>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
