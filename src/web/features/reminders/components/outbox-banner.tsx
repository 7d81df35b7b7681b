import '~/locales/reminders'
import { useQuery } from '@tanstack/react-query'
import MessageCircle from 'lucide-react/icons/message-circle'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { reminderOutboxQuery } from '../api'

/**
 * On the dashboard, only when reminders are waiting: how many, and the way to 'Para enviar'.
 * A coach who never turned reminders on sees nothing.
 */
export function OutboxBanner() {
  const { t } = useTranslation('reminders')
  const query = useQuery(reminderOutboxQuery())
  const count = query.data?.pending.length ?? 0
  if (count === 0) return null
  return (
    <section
      aria-label={t('title')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3"
    >
      <p className="flex items-center gap-2 font-medium">
        <MessageCircle aria-hidden className="size-5 text-primary" />
        {t('banner', { count })}
      </p>
      <Button asChild size="sm" className="min-h-11 sm:min-h-9">
        <Link to="/app/reminders">{t('bannerAction')}</Link>
      </Button>
    </section>
  )
}
