import '~/locales/auth'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { replace, useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { AuthPage } from '~/features/auth/components/auth-page'
import { LoginForm } from '~/features/auth/components/login-form'
import { SignupForm } from '~/features/auth/components/signup-form'
import { authClient } from '~/lib/auth-client'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('auth', 'login.submit'), NOINDEX]
}

/** A signed-in coach who opens the login page goes to the dashboard. */
export async function clientLoader() {
  applyLanguage(visitorLanguage())
  const { data } = await authClient.getSession()
  if (data) throw replace('/app/dashboard')
  return null
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  )
}

type Tab = 'login' | 'signup'

export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'login'
  const [sentTo, setSentTo] = useState<string | null>(null)

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
              {sentTo && (
                <div
                  role="status"
                  className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
                >
                  <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <div>
                    <p className="font-semibold">{t('signup.sentTitle')}</p>
                    <p>{t('signup.sentDescription', { email: sentTo })}</p>
                  </div>
                </div>
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
