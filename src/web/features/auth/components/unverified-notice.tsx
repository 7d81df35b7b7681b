import MailWarning from 'lucide-react/icons/mail-exclamation-point'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { authClient, CONFIRM_CALLBACK_URL } from '~/lib/auth-client'
import { authErrorMessage } from '~/lib/auth-errors'
import { useTranslation } from '~/lib/i18n'
import { withToast } from '~/lib/toast'

/** Shown when sign-in is refused for an unconfirmed e-mail, with a way to resend the link. */
export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const [sending, setSending] = useState(false)

  const resend = async () => {
    setSending(true)
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: CONFIRM_CALLBACK_URL,
    })
    setSending(false)
    if (error) {
      withToast((toast) =>
        toast.error(t('unverified.resendErrorTitle'), { description: authErrorMessage(error) }),
      )
      return
    }
    withToast((toast) =>
      toast.success(t('unverified.resentTitle'), {
        description: t('unverified.resentDescription'),
      }),
    )
  }

  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-warning-soft-foreground"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 " aria-hidden />
      <div className="space-y-2">
        <p className="font-semibold">{t('unverified.title')}</p>
        <p>{t('unverified.description', { email })}</p>
        <Button type="button" size="sm" variant="outline" onClick={resend} disabled={sending}>
          {sending ? t('unverified.resending') : t('unverified.resend')}
        </Button>
      </div>
    </div>
  )
}
