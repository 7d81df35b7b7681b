import '~/locales/auth'
import CircleCheck from 'lucide-react/icons/circle-check'
import MailCheck from 'lucide-react/icons/mail-check'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useHydrated } from '~/features/auth/components/account-form'
import { AuthPage } from '~/features/auth/components/auth-page'
import { LoginForm } from '~/features/auth/components/login-form'
import { SignupForm } from '~/features/auth/components/signup-form'
import { StatusNote } from '~/features/auth/components/status-note'
import { authClient } from '~/lib/auth-client'
import { i18n, useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

export function meta() {
  return [
    pageTitle('auth', 'login.submit'),
    { name: 'description', content: i18n.t('login.metaDescription', { ns: 'auth' }) },
    NOINDEX,
  ]
}

/**
 * The page is prerendered: its form shows and works before any JavaScript (it
 * posts to the server, auth/login-form.ts). Once the app runs, the visitor's language applies
 * and a coach already signed in goes to the dashboard — after the form showed, never instead.
 */
function useVisitorSetup() {
  const navigate = useNavigate()
  useEffect(() => {
    void applyLanguage(visitorLanguage())
    let active = true
    void authClient.getSession().then(({ data }) => {
      if (active && data) navigate('/app/dashboard', { replace: true })
    })
    return () => {
      active = false
    }
  }, [navigate])
}

type Tab = 'login' | 'signup'

export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [params, setParams] = useSearchParams()
  // the prerendered page is the login tab; the sign-up tab of ?tab=signup once hydrated
  const hydrated = useHydrated()
  const tab: Tab = hydrated && params.get('tab') === 'signup' ? 'signup' : 'login'
  const [sentTo, setSentTo] = useState<string | null>(null)
  // back from a new password set without JavaScript (server/auth/login-form.ts fills it in)
  const passwordReset = hydrated && params.get('senha') === 'redefinida'
  useVisitorSetup()

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next, { replace: true })
  }

  return (
    <AuthPage>
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild className="text-2xl">
            <h1>{t('heading')}</h1>
          </CardTitle>
          <CardDescription>{t('subheading')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="mb-6 grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
              <TabsTrigger value="signup">{t('tabs.signup')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="space-y-4">
              <StatusNote
                id="login-reset-note"
                hidden={!passwordReset}
                icon={CircleCheck}
                title={t('reset.successTitle')}
              >
                {t('reset.successDescription')}
              </StatusNote>
              {sentTo && (
                <StatusNote icon={MailCheck} title={t('signup.sentTitle')}>
                  {t('signup.sentDescription', { email: sentTo })}
                </StatusNote>
              )}
              <LoginForm key={sentTo ?? ''} defaultEmail={sentTo ?? ''} />
            </TabsContent>
            <TabsContent value="signup">
              <SignupForm
                onSignedUp={(email) => {
                  setSentTo(email)
                  selectTab('login')
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
