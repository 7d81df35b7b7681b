import '~/locales/auth'
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/schemas/auth'
import MailCheck from 'lucide-react/icons/mail-check'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { AccountForm, EmailField, useHydrated } from '~/features/auth/components/account-form'
import { AuthPage } from '~/features/auth/components/auth-page'
import { FormRefusal } from '~/features/auth/components/form-refusal'
import { StatusNote } from '~/features/auth/components/status-note'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage } from '~/lib/auth-errors'
import { zodResolver } from '~/lib/form-errors'
import { i18n, useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

/** Where the form posts without JavaScript (server/auth/login-form.ts): the page itself. */
const FORM_ACTION = '/auth/forgot-password'
/** Splits the note around the e-mail, so the server can fill it into the prerendered page. */
const EMAIL_MARK = '\u0000'

export function meta() {
  return [
    pageTitle('auth', 'forgot.title'),
    { name: 'description', content: i18n.t('forgot.metaDescription', { ns: 'auth' }) },
    NOINDEX,
  ]
}

/**
 * Prerendered: the form works before and without JavaScript (it posts to the
 * server, which sends the page back with `?enviado=1&email=` or `?erro=`). Once the app runs,
 * the visitor's language applies (the link's ?lang=, the one remembered, the
 * browser's) and the answer in the URL shows as the app shows it.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  useEffect(() => {
    void applyLanguage(visitorLanguage())
  }, [])
  const [sent, setSent] = useState<string | null>(null)
  const sentByForm =
    hydrated && params.get('enviado') === '1' ? (params.get('email') ?? '').slice(0, 320) : ''
  const sentTo = sent ?? (sentByForm || null)
  const [before, after] = t('forgot.sentDescription', { email: EMAIL_MARK }).split(EMAIL_MARK)
  // Without a query the e-mail starts from what the page holds (typed before the JavaScript)
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
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
    setSent(email)
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
          {/* both are in the prerendered page: the server shows one (login-form.ts) */}
          <StatusNote
            id="forgot-sent"
            hidden={!sentTo}
            icon={MailCheck}
            title={t('forgot.sentTitle')}
          >
            {before}
            <span id="forgot-sent-email" suppressHydrationWarning>
              {sentTo ?? ''}
            </span>
            {after}
          </StatusNote>
          <AccountForm id="forgot-form" action={FORM_ACTION} onSubmit={onSubmit} hidden={!!sentTo}>
            <FormRefusal id="forgot-form-error" />
            <EmailField
              id="forgot-email"
              error={errors.email?.message}
              registration={form.register('email')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </AccountForm>
          <Button variant="link" asChild className="w-full">
            <Link to="/app/login">{t('forgot.backToLogin')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
