import '~/locales/student-profile'
import type { StudentDetail } from '@shared/schemas/students.response'
import type { LucideIcon } from 'lucide-react'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import Clock from 'lucide-react/icons/clock'
import Star from 'lucide-react/icons/star'
import Wallet from 'lucide-react/icons/wallet'
import { StarRating } from '~/components/star-rating'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDate, formatLongDate, formatMoney, formatOneDecimal } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { packageName } from '~/lib/package-name'

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-center gap-3 px-3 sm:px-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-muted-foreground text-xs sm:text-sm">{label}</p>
          <p className="font-semibold text-base tabular-nums sm:text-lg">{value}</p>
        </div>
      </CardContent>
    </Card>
  )
}

/** Resumo tab (spec §2 Student profile): four statistics and the recent activity. */
export function SummaryTab({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('student-profile')
  const { stats, recentSessions, latestPackage } = student

  return (
    <div className="grid gap-4">
      <section aria-label={t('tabs.summary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={CalendarCheck}
          label={t('summary.sessionsCount')}
          value={String(stats.sessionsCount)}
        />
        <Stat
          icon={Clock}
          label={t('summary.pendingClasses')}
          value={String(stats.pendingClasses)}
        />
        <Stat
          icon={Wallet}
          label={t('summary.totalRevenue')}
          value={formatMoney(stats.totalRevenueCents)}
        />
        <Stat
          icon={Star}
          label={t('summary.averageRating')}
          value={
            stats.averageRating === null
              ? t('summary.noRatings')
              : formatOneDecimal(stats.averageRating)
          }
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('summary.recentActivity')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <section>
            <h3 className="mb-3 font-medium text-sm">{t('summary.recentSessions')}</h3>
            {recentSessions.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('summary.noSessions')}</p>
            ) : (
              <ul className="grid gap-2">
                {recentSessions.map((s) => (
                  <li
                    key={s.sessionId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
                  >
                    <span className="first-letter:uppercase">{formatLongDate(s.date)}</span>
                    {s.rating === null ? (
                      <span className="text-muted-foreground">{t('summary.unrated')}</span>
                    ) : (
                      <StarRating
                        rating={s.rating}
                        label={t('summary.rating', { rating: s.rating })}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="mb-3 font-medium text-sm">{t('summary.latestPackage')}</h3>
            {latestPackage === null ? (
              <p className="text-muted-foreground text-sm">{t('summary.noPackage')}</p>
            ) : (
              <div className="rounded-lg border px-3 py-2 text-sm">
                <p className="font-medium">{packageName(latestPackage.name)}</p>
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  <div>
                    <dt className="text-muted-foreground text-xs">{t('summary.price')}</dt>
                    <dd className="tabular-nums">{formatMoney(latestPackage.priceCents)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-xs">{t('summary.start')}</dt>
                    <dd className="tabular-nums">{formatDate(latestPackage.purchaseDate)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-xs">{t('summary.expiry')}</dt>
                    <dd className="tabular-nums">{formatDate(latestPackage.expiryDate)}</dd>
                  </div>
                </dl>
              </div>
            )}
          </section>
        </CardContent>
      </Card>
    </div>
  )
}
