import '~/locales/reminders'
import type { ReminderChannel } from '@shared/constants'
import type { ReminderMessage, StudentReminders } from '@shared/schemas/reminders.response'
import { useQuery } from '@tanstack/react-query'
import BellRing from 'lucide-react/icons/bell-ring'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { Switch } from '~/components/ui/switch'
import { formatDate, formatDateTimeShort } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { studentRemindersQuery, useRecordConsent } from '../api'

/**
 * 'Lembretes' on the student's profile: the student's consent per channel, recorded with its
 * date when the coach switches it (or withdrawn by the student from their page), and the
 * history of what was planned for them and what became of it.
 */
export function StudentRemindersCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('reminders')
  const query = useQuery(studentRemindersQuery(studentId))
  return (
    <Card role="region" aria-labelledby="student-reminders-title" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-base">
          <h2 id="student-reminders-title">
            <BellRing className="size-5 text-primary" aria-hidden />
            {t('student.title')}
          </h2>
        </CardTitle>
        <p className="text-muted-foreground text-sm">{t('student.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-6 px-4 sm:px-6 md:grid-cols-2">
        {query.data ? (
          <>
            <div className="grid content-start gap-4">
              {(['whatsapp', 'email'] as const).map((channel) => (
                <ConsentSwitch
                  key={channel}
                  studentId={studentId}
                  channel={channel}
                  data={query.data}
                />
              ))}
            </div>
            <History data={query.data} />
          </>
        ) : query.isError ? (
          <p className="text-destructive text-sm">{t('loadError')}</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  )
}

function ConsentSwitch({
  studentId,
  channel,
  data,
}: {
  studentId: string
  channel: ReminderChannel
  data: StudentReminders
}) {
  const { t } = useTranslation('reminders')
  const record = useRecordConsent(studentId)
  const state = data.consents[channel]
  const disabled = channel === 'email' && !data.hasEmail && !state.granted
  const id = `consent-${channel}`
  const note = disabled
    ? t('student.noEmail')
    : !state.at
      ? t('student.never')
      : state.granted
        ? t('student.since', { date: formatDate(state.at) })
        : state.source === 'student'
          ? t('student.stoppedByStudent', { date: formatDate(state.at) })
          : t('student.stoppedByCoach', { date: formatDate(state.at) })
  const change = (granted: boolean) =>
    record.mutate(
      { channel, granted },
      {
        onSuccess: () => toastSuccess(granted ? t('student.granted') : t('student.withdrawn')),
        onError: (error) => toastError(t('student.saveError'), error),
      },
    )
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{t(`student.${channel}`)}</Label>
        <Switch
          id={id}
          checked={state.granted}
          disabled={disabled || record.isPending}
          onCheckedChange={change}
          aria-describedby={`${id}-note`}
        />
      </div>
      <p id={`${id}-note`} className="text-muted-foreground text-xs">
        {note}
      </p>
    </div>
  )
}

/** How far a message got: answered, read, delivered (WhatsApp reports them), else its status. */
function progressOf(m: ReminderMessage) {
  if (m.answeredAt) return 'answered' as const
  if (m.readAt) return 'read' as const
  if (m.deliveredAt) return 'delivered' as const
  return m.status
}

function History({ data }: { data: StudentReminders }) {
  const { t } = useTranslation('reminders')
  return (
    <section aria-labelledby="student-reminders-history" className="grid content-start gap-2">
      <h3 id="student-reminders-history" className="font-medium text-sm">
        {t('student.history')}
      </h3>
      {data.messages.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('student.historyEmpty')}</p>
      ) : (
        <ul className="grid gap-2">
          {data.messages.map((m) => (
            <li key={m.id} className="grid gap-1 rounded-lg border px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="tabular-nums">{formatDateTimeShort(m.sentAt ?? m.createdAt)}</span>
                <Badge variant={m.status === 'failed' ? 'destructive' : 'secondary'}>
                  {t(`status.${progressOf(m)}`)}
                </Badge>
              </span>
              <span className="text-muted-foreground">
                {[...new Set(m.kinds)].map((k) => t(`kind.${k}`)).join(' · ')}
                {m.channel === 'email' ? ` · ${t('viaEmail')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
