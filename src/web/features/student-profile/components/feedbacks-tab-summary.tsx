import '~/locales/student-history'
import { LIMITS } from '@shared/constants'
import type { StudentFeedbacksPage } from '@shared/schemas/sessions.response'
import MessageSquareText from 'lucide-react/icons/message-square-text'
import Star from 'lucide-react/icons/star'
import Tag from 'lucide-react/icons/tag'
import { StarRating } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { focusTagLabel } from '~/lib/focus-tags'
import { formatOneDecimal } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

function Stat({
  icon: Icon,
  label,
  children,
  className,
}: {
  icon: typeof Star
  label: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <Card className={cn('flex-row items-start gap-3 px-4 py-4', className)}>
      <span className="hidden size-10 sm:flex shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-1">
        <p className="text-muted-foreground text-sm">{label}</p>
        {children}
      </div>
    </Card>
  )
}

/** Average rating with 5 stars, the feedback count and the 2 most used focus tags. */
export function FeedbacksTabSummary({ data }: { data: StudentFeedbacksPage }) {
  const { t } = useTranslation('student-history')
  const average = data.averageRating
  const topTags = data.topTags.slice(0, LIMITS.topTagsShown)
  return (
    <section aria-label={t('feedbacks.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat icon={Star} label={t('feedbacks.averageRating')}>
        {average === null ? (
          <p className="font-semibold text-lg">{t('feedbacks.noRating')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-bold text-2xl tabular-nums leading-tight">
              {formatOneDecimal(average)}
            </p>
            <StarRating
              rating={average}
              label={t('feedbacks.ratingLabel', { rating: formatOneDecimal(average) })}
            />
          </div>
        )}
      </Stat>
      <Stat icon={MessageSquareText} label={t('feedbacks.total')}>
        <p className="font-bold text-2xl tabular-nums leading-tight">{data.total}</p>
      </Stat>
      <Stat icon={Tag} label={t('feedbacks.topTags')} className="col-span-2 sm:col-span-1">
        {topTags.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('feedbacks.noTags')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {topTags.map(({ tag, count }) => (
              <li key={tag}>
                <Badge variant="secondary" className="gap-0 text-sm">
                  {focusTagLabel(tag)}{' '}
                  <span className="ml-1 font-normal text-muted-foreground">
                    · {t('feedbacks.tagCount', { count })}
                  </span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Stat>
    </section>
  )
}
