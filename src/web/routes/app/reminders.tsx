import '~/locales/reminders'
import { PageHeader } from '~/components/layout/page-header'
import { reminderOutboxQuery } from '~/features/reminders/api'
import { OutboxScreen } from '~/features/reminders/components/outbox-screen'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { useScreenRefresh } from '~/lib/use-refresh'

export function meta() {
  return [pageTitle('reminders', 'title')]
}

const REFRESH_KEYS = [reminderOutboxQuery().queryKey]

/** 'Para enviar': the reminders waiting for the coach's tap, and what went today. */
export default function RemindersPage() {
  const { t } = useTranslation('reminders')
  useScreenRefresh(REFRESH_KEYS)
  return (
    <div className="w-full">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <OutboxScreen />
    </div>
  )
}
