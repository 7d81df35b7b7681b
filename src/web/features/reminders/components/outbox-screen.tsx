import '~/locales/reminders'
import type { ReminderMessage } from '@shared/schemas/reminders.response'
import { useQuery } from '@tanstack/react-query'
import Check from 'lucide-react/icons/check'
import MailWarning from 'lucide-react/icons/mail-warning'
import MessageCircle from 'lucide-react/icons/message-circle'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { formatTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { reminderOutboxQuery, useMarkSent } from '../api'

/**
 * 'Para enviar': today's reminders that go through the coach's own WhatsApp — one tap opens
 * wa.me with the text ready (the student's link inside) and marks the message sent — and the
 * e-mails that could not be sent. Below, what went today.
 */
export function OutboxScreen() {
  const { t } = useTranslation('reminders')
  const query = useQuery(reminderOutboxQuery())
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p className="text-destructive">{t('loadError')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (!query.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    )
  }
  const { pending, sentToday } = query.data
  return (
    <div className="grid gap-8">
      {pending.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('title')}>
          {pending.map((m) => (
            <li key={m.id} className="min-w-0">
              <PendingMessage message={m} />
            </li>
          ))}
        </ul>
      )}
      {sentToday.length > 0 ? (
        <section aria-labelledby="sent-today-title" className="grid gap-3">
          <h2 id="sent-today-title" className="font-semibold text-lg">
            {t('sentToday')}
          </h2>
          <ul className="grid gap-2">
            {sentToday.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-4 py-3"
              >
                <Link to={`/app/students/${m.studentId}`} className="font-medium hover:underline">
                  {m.studentName}
                </Link>
                <span className="flex items-center gap-1 text-muted-foreground text-sm">
                  <Check aria-hidden className="size-4 text-primary" />
                  {m.sentAt ? t('sentAt', { time: formatTime(m.sentAt) }) : t('status.sent')}
                  {m.channel === 'email' ? ` · ${t('viaEmail')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function Kinds({ message }: { message: ReminderMessage }) {
  const { t } = useTranslation('reminders')
  return (
    <span className="flex flex-wrap gap-1">
      {[...new Set(message.kinds)].map((kind) => (
        <Badge key={kind} variant="secondary">
          {t(`kind.${kind}`)}
        </Badge>
      ))}
    </span>
  )
}

function PendingMessage({ message }: { message: ReminderMessage }) {
  const { t } = useTranslation('reminders')
  const mark = useMarkSent()
  const markSent = () =>
    mark.mutate(message.id, { onError: (error) => toastError(t('markError'), error) })
  const failed = message.status === 'failed'
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardContent className="grid gap-3 px-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={`/app/students/${message.studentId}`}
            className="font-semibold text-base hover:underline"
          >
            {message.studentName}
          </Link>
          <Kinds message={message} />
        </div>
        {failed ? (
          <p className="flex items-center gap-2 text-destructive text-sm">
            <MailWarning aria-hidden className="size-4" />
            {message.channel === 'email'
              ? t('emailFailed', { attempts: message.attempts })
              : t('whatsappFailed')}
            {message.lastError ? ` — ${message.lastError}` : ''}
          </p>
        ) : null}
        <details className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          <summary className="cursor-pointer select-none font-medium">{t('showText')}</summary>
          <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{message.text}</p>
        </details>
        {message.whatsappUrl ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild className="min-h-11">
              <a
                href={message.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={markSent}
              >
                <MessageCircle aria-hidden className="size-4" />
                {t('open')}
              </a>
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              onClick={markSent}
              disabled={mark.isPending}
            >
              {t('markSent')}
            </Button>
          </div>
        ) : message.channel === 'whatsapp' ? (
          <p className="text-muted-foreground text-sm">{t('noWhatsapp')}</p>
        ) : null}
      </CardContent>
    </Card>
  )
}
