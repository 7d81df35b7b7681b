import '~/locales/dashboard'
import type { AlertType } from '@shared/constants'
import type { AlertDto } from '@shared/schemas/alerts.response'
import X from 'lucide-react/icons/x'
import { Button } from '~/components/ui/button'
import { useAlertDismissal } from '~/features/dashboard/api'
import { useTranslation } from '~/lib/i18n'
import { withToast } from '~/lib/toast'

/** Alerts that need no action; an unassigned class needs a package, so it cannot be dismissed. */
const DISMISSIBLE: ReadonlySet<AlertType> = new Set([
  'low_credits',
  'expiring_package',
  'expired_package',
])

/** 'Dispensar', then a toast with 'Desfazer' that brings the alert back. */
export function DismissAlertButton({ alert }: { alert: AlertDto }) {
  const { t } = useTranslation('dashboard')
  const dismissal = useAlertDismissal()
  // the same room on every row, so that the alerts line up
  if (!DISMISSIBLE.has(alert.type)) return <span aria-hidden className={WIDTH} />
  const fail = () => withToast((toast) => toast.error(t('alerts.dismissError')))
  const dismiss = () =>
    dismissal.mutate(
      { id: alert.id, dismissed: true },
      {
        onError: fail,
        onSuccess: () =>
          withToast((toast) =>
            toast.success(t('alerts.dismissed', { name: alert.studentName }), {
              action: {
                label: t('alerts.undo'),
                onClick: () =>
                  dismissal.mutate({ id: alert.id, dismissed: false }, { onError: fail }),
              },
            }),
          ),
      },
    )
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={dismissal.isPending}
      onClick={dismiss}
      aria-label={t('alerts.dismissLabel', { name: alert.studentName })}
      className={`${WIDTH} text-muted-foreground`}
    >
      <X aria-hidden />
      <span className="hidden sm:inline">{t('alerts.dismiss')}</span>
    </Button>
  )
}

const WIDTH = 'w-8 shrink-0 sm:w-28'
