import '~/locales/progress'
import type { ProgressReport } from '@shared/schemas/progress.response'
import { ReportCard } from '~/components/report-card'
import { StarRating } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'
import { formatChange } from '../lib/format'
import { ChangeNote } from './chart-card'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1.5 last:border-0 print:py-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

/** Classes in the period (and the change), absences the agenda recorded, the current streak. */
export function AttendanceCard({
  report,
  className,
}: {
  report: ProgressReport
  className?: string
}) {
  const { t } = useTranslation('progress')
  const a = report.attendance
  const delta = a.classes - a.previousClasses
  return (
    <ReportCard
      title={t('attendance.title')}
      className={className}
      aside={
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-lg tabular-nums">
            {t('attendance.classes', { count: a.classes })}
          </span>
          {report.period !== 'all' && (
            <ChangeNote
              text={`${formatChange(delta)} ${t('change.previous')}`}
              tone={delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat'}
            />
          )}
        </p>
      }
    >
      <dl className="grid">
        <Figure label={t('attendance.notified')} value={a.notifiedAbsences} />
        <Figure label={t('attendance.late')} value={a.lateCancellations} />
        <Figure label={t('attendance.noShows')} value={a.noShows} />
      </dl>
      <p className="text-sm">
        <span className="font-medium">{t('attendance.streak')}: </span>
        {t('attendance.streakWeeks', { count: a.streakWeeks })}
      </p>
      {a.lastClassDate && (
        <p className="text-muted-foreground text-sm tabular-nums">
          {t('attendance.lastClass', { date: formatDate(a.lastClassDate) })}
        </p>
      )}
    </ReportCard>
  )
}

/** Remaining credits over active packages, the next expiry and each package's state. */
export function CreditsCard({ report, className }: { report: ProgressReport; className?: string }) {
  const { t } = useTranslation('progress')
  const c = report.credits
  return (
    <ReportCard
      title={t('credits.title')}
      className={className}
      aside={
        <span className="font-semibold text-lg tabular-nums">
          {t('credits.remaining', { count: c.remaining })}
        </span>
      }
    >
      {c.nextExpiry && (
        <p className="text-sm tabular-nums">
          {t('credits.nextExpiry', { date: formatDate(c.nextExpiry) })}
        </p>
      )}
      {c.packages.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('credits.noPackages')}</p>
      ) : (
        <ul className="grid gap-2">
          {c.packages.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm print:py-1"
            >
              <span className="grid min-w-0">
                <span className="truncate font-medium">{packageName(p.name)}</span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {t('credits.package', {
                    remaining: p.remainingClasses,
                    total: p.totalClasses,
                    date: formatDate(p.expiryDate),
                  })}
                </span>
              </span>
              <Badge variant={p.status === 'active' ? 'success' : 'secondary'}>
                {t(`credits.status.${p.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  )
}

/** The coach's last three notes, newest first. */
export function NotesCard({ report, className }: { report: ProgressReport; className?: string }) {
  const { t } = useTranslation('progress')
  return (
    <ReportCard title={t('notes.title')} className={className}>
      {report.lastNotes.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('notes.empty')}</p>
      ) : (
        <ul className="grid gap-3 print:gap-1.5">
          {report.lastNotes.map((n) => (
            <li key={n.sessionId} className="grid gap-1 border-l-2 border-primary/40 pl-3">
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs tabular-nums">
                {formatDate(n.date)}
                <StarRating
                  rating={n.rating}
                  label={t('notes.rating', { rating: n.rating })}
                  className="[&_svg]:size-3"
                />
              </span>
              <p className="whitespace-pre-line break-words text-sm print:text-xs">{n.note}</p>
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  )
}

/** 'Próximos exercícios': each drill with its objective, how-to lines and why it was chosen. */
export function SuggestionsCard({
  report,
  className,
}: {
  report: ProgressReport
  className?: string
}) {
  const { t } = useTranslation('progress')
  return (
    <ReportCard title={t('suggestions.title')} className={className}>
      {report.suggestions.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('suggestions.empty')}</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-3 print:grid-cols-3 print:gap-2">
          {report.suggestions.map((s) => (
            <li
              key={s.drillId}
              className="grid content-start gap-1.5 rounded-lg border p-3 print:p-2"
            >
              <div className="flex flex-wrap items-center gap-1.5">
                <Badge variant="secondary">{s.tag}</Badge>
                <Badge variant="outline">{t(`suggestions.levels.${s.level}`)}</Badge>
              </div>
              <h4 className="font-semibold text-sm">{s.name}</h4>
              <p className="text-sm print:text-xs">
                <span className="sr-only">{t('suggestions.objective')}: </span>
                {s.objective}
              </p>
              <ul
                aria-label={t('suggestions.howTo')}
                className="grid list-disc gap-0.5 pl-4 text-muted-foreground text-sm print:text-xs"
              >
                {s.howTo
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
              <p className="text-muted-foreground text-xs italic">{s.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </ReportCard>
  )
}
