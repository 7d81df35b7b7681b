import '~/locales/student-history'
import { registeredApart } from '@shared/domain/dates'
import { shortId } from '@shared/domain/package-status'
import type { StudentSessionDto } from '@shared/schemas/sessions.response'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { coachYear, formatDayMonth, formatLongDate, formatTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'

/** One class of the Aulas tab (spec §2 Student profile → Aulas). */
export function SessionsTabItem({ session }: { session: StudentSessionDto }) {
  const { t } = useTranslation('student-history')
  const teacher = session.teacher.trim()
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* the class's own date and time; when it was registered only if apart from it */}
          <h3 className="font-medium first-letter:uppercase">
            {t('sessions.when', {
              date: formatLongDate(session.date),
              time: formatTime(session.date),
            })}
          </h3>
          {registeredApart(session.date, session.createdAt) && (
            <p className="text-muted-foreground text-xs">
              {t('sessions.registeredLate', {
                date: formatDayMonth(session.createdAt, coachYear(session.date)),
                time: formatTime(session.createdAt),
              })}
            </p>
          )}
        </div>
        {session.packageId === null && (
          <Badge
            variant="outline"
            className="border-warning/40 bg-warning-soft text-warning-soft-foreground"
          >
            {t('sessions.noPackage')}
          </Badge>
        )}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('sessions.teacher')}</dt>
          <dd className="break-words">{teacher || t('sessions.noTeacher')}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('sessions.package')}</dt>
          <dd className="break-words">
            {session.packageId === null ? (
              t('sessions.noPackage')
            ) : (
              <>
                <span className="font-mono tabular-nums">#{shortId(session.packageId)}</span>
                {session.packageName && <span> · {packageName(session.packageName)}</span>}
              </>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('sessions.participants')}</dt>
          <dd>
            {session.otherParticipants.length === 0 ? (
              t('sessions.individual')
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {session.otherParticipants.map((p) => (
                  <li key={p.studentId}>
                    <Link
                      to={`/app/students/${p.studentId}`}
                      className="inline-flex min-h-8 items-center rounded-full border bg-secondary px-3 font-medium text-secondary-foreground hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
                    >
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </li>
  )
}
