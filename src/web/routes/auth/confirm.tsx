import '~/locales/auth'
import { LIMITS } from '@shared/constants'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { AuthPage } from '~/features/auth/components/auth-page'

export function meta() {
  return [{ title: 'Email confirmado — Quadra' }, { name: 'robots', content: 'noindex' }]
}

/** Spec §2 Email confirmed: 'Email Confirmado!', a 5 → 0 countdown, then the login page. */
export default function ConfirmPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const failed = params.has('error')
  const [seconds, setSeconds] = useState<number>(LIMITS.confirmRedirectSeconds)

  useEffect(() => {
    if (failed) return
    if (seconds <= 0) {
      navigate('/app/login', { replace: true })
      return
    }
    const id = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(id)
  }, [seconds, failed, navigate])

  if (failed) {
    return (
      <AuthPage>
        <Card className="text-center">
          <CardHeader>
            <CircleAlert className="mx-auto size-12 text-destructive" aria-hidden />
            <CardTitle asChild className="text-2xl">
              <h1>{t('confirm.errorTitle')}</h1>
            </CardTitle>
            <CardDescription>{t('confirm.errorDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild size="lg" className="w-full">
              <Link to="/app/login">{t('confirm.goToLogin')}</Link>
            </Button>
          </CardContent>
        </Card>
      </AuthPage>
    )
  }

  return (
    <AuthPage>
      <Card className="text-center">
        <CardHeader>
          <CircleCheck className="mx-auto size-12 text-success" aria-hidden />
          <CardTitle asChild className="text-2xl">
            <h1>{t('confirm.title')}</h1>
          </CardTitle>
          <CardDescription>{t('confirm.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div
            data-testid="countdown"
            aria-hidden
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary/10 text-3xl font-bold tabular-nums text-primary"
          >
            {seconds}
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t('confirm.countdown', { count: seconds })}
          </p>
          <Button
            size="lg"
            className="w-full"
            onClick={() => navigate('/app/login', { replace: true })}
          >
            {t('confirm.goToLogin')}
          </Button>
        </CardContent>
      </Card>
    </AuthPage>
  )
}
