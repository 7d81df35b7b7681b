import '~/locales/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/schemas/auth'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { AuthPage } from '~/features/auth/components/auth-page'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage } from '~/lib/auth-errors'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

/** Issue 15: the visitor's language (the link's ?lang=, the one remembered, the browser's). */
export function clientLoader() {
  applyLanguage(visitorLanguage())
  return null
}

export function meta() {
  return [pageTitle('auth', 'forgot.title'), NOINDEX]
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: '/auth/reset-password',
    })
    if (error) {
      toast.error(t('forgot.errorTitle'), { description: authErrorMessage(error) })
      return
    }
    setSentTo(email)
  })

  return (
    <AuthPage>
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-2xl">
            <h1>{t('forgot.title')}</h1>
          </CardTitle>
          <CardDescription>{t('forgot.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {sentTo ? (
            <div
              role="status"
              className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
            >
              <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-semibold">{t('forgot.sentTitle')}</p>
                <p>{t('forgot.sentDescription', { email: sentTo })}</p>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField
                label={t('fields.email')}
                htmlFor="forgot-email"
                error={errors.email?.message}
                required
              >
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder={t('fields.emailPlaceholder')}
                  {...fieldA11y('forgot-email', errors.email?.message)}
                  {...form.register('email')}
                />
              </FormField>
              <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
              </Button>
            </form>
          )}
          <Button variant="link" asChild className="w-full">
            <Link to="/app/login">{t('forgot.backToLogin')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
