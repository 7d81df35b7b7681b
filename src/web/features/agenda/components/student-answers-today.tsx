import '~/locales/attendance'
import { useQuery } from '@tanstack/react-query'
import MessageSquareReply from 'lucide-react/icons/message-square-reply'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatClock, formatDayMonth, formatTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { agendaSummaryQuery } from '../api/attendance'

/**
 * On the dashboard, only when there are any: what students did from their page today —
 * 'Não vou' to a lesson, a make-up booked — each opening the agenda on that lesson's day.
 */
export function StudentAnswersToday() {
  const { t } = useTranslation('attendance')
  const summary = useQuery(agendaSummaryQuery())
  const answers = summary.data?.studentAnswers ?? []
  if (answers.length === 0) return null
  return (
    <Card role="region" className="gap-4" aria-labelledby="student-answers-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2 id="student-answers-title">
            <MessageSquareReply className="size-5 text-primary" aria-hidden />
            {t('answersToday.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="grid gap-2">
          {answers.map((a) => (
            <li key={`${a.lessonId}-${a.student.id}`}>
              <Link
                to={`/app/agenda?date=${a.date}`}
                className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              >
                <span className="font-semibold">{a.student.name}</span>
                <span className="min-w-0 flex-1 text-sm">
                  {t(a.kind === 'declined' ? 'answersToday.declined' : 'answersToday.makeup', {
                    when: `${formatDayMonth(a.date)} ${formatClock(a.time)}`,
                  })}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatTime(a.at)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
