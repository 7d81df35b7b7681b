import '~/locales/auth'
import { LIMITS } from '@shared/constants'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/features/auth/components/account-form'
import { AuthPage } from '~/features/auth/components/auth-page'
import { StatusCard } from '~/features/auth/components/auth-status-card'
import { useTranslation } from '~/lib/i18n'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX, pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('auth', 'confirm.pageTitle'), NOINDEX]
}

/**
 * Spec §2 Email confirmed: 'Email Confirmado!', a 5 → 0 countdown, then the login page — only
 * after a verification that succeeded (better-auth redirects to CONFIRM_CALLBACK_URL). Opened
 * without it, or with better-auth's `error`, the page says the link is invalid and leads to
 * the login, where an unconfirmed coach can ask for a new e-mail.
 *
 * Prerendered, so it shows before the app's JavaScript: both cards are in the page
 * and the server shows the one the URL calls for (server/auth/login-form.ts); once the app
 * runs, the visitor's language applies and the countdown starts.
 */
export default function ConfirmPage() {
  const { t } = useTranslation('auth')
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const failed = hydrated && (params.has('error') || params.get('verified') !== '1')
  const [seconds, setSeconds] = useState<number>(LIMITS.confirmRedirectSeconds)

  useEffect(() => {
    void applyLanguage(visitorLanguage())
  }, [])

  useEffect(() => {
    if (failed || !hydrated) return
    if (seconds <= 0) {
      navigate('/app/login', { replace: true })
      return
    }
    const id = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(id)
  }, [seconds, failed, hydrated, navigate])

  return (
    <AuthPage>
      <StatusCard
        id="confirm-failed"
        hidden={!failed}
        tone="error"
        title={t('confirm.errorTitle')}
        description={t('confirm.errorDescription')}
        action={{ to: '/app/login', label: t('confirm.goToLogin') }}
      />
      <StatusCard
        id="confirm-ok"
        hidden={failed}
        tone="success"
        title={t('confirm.title')}
        description={t('confirm.description')}
      >
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
        <Button asChild size="lg" className="w-full">
          <Link to="/app/login" replace>
            {t('confirm.goToLogin')}
          </Link>
        </Button>
      </StatusCard>
    </AuthPage>
  )
}
