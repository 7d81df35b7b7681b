import '~/locales/session-history'
import type { SessionDto } from '@shared/schemas/sessions.response'
import { useQuery } from '@tanstack/react-query'
import PackageOpen from 'lucide-react/icons/package-open'
import Plus from 'lucide-react/icons/plus'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { RadioGroup } from '~/components/ui/radio-group'
import { Skeleton } from '~/components/ui/skeleton'
import { studentPackagesQuery } from '~/features/packages/api'
import { formatDateTime } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { PackageRadioCard } from './package-radio-card'

/** The body of the assign dialog: the session, then the packages with classes left. */
export function AssignPackageList({
  session,
  studentId,
  selected,
  onSelect,
  onNewPackage,
}: {
  session: SessionDto
  studentId: string
  selected: string | null
  onSelect: (packageId: string) => void
  onNewPackage: () => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const query = useQuery(studentPackagesQuery(studentId))
  const available = (query.data ?? []).filter((p) => p.remainingClasses > 0)
  const expired = available.filter((p) => p.status === 'expired').length

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap gap-x-3 rounded-md bg-muted px-3 py-2 text-sm">
        <span className="font-medium">
          {t('assign.session', { date: formatDateTime(session.date) })}
        </span>
        <span className="text-muted-foreground">
          {t('assign.teacher', { name: session.teacher.trim() || t('card.noTeacher') })}
        </span>
      </p>

      {query.isPending ? (
        <div className="grid gap-2" role="status" aria-label={t('assign.loading')}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <p className="text-destructive-soft-foreground text-sm">{t('assign.loadError')}</p>
      ) : available.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <PackageOpen className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('assign.none')}</p>
          <p className="text-muted-foreground text-sm">{t('assign.noneHint')}</p>
          <Button variant="outline" onClick={onNewPackage} className="mt-1">
            <Plus aria-hidden />
            {t('assign.newPackage')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <h3 id={`${id}-title`} className="font-semibold text-sm">
            {t('assign.available', { count: available.length })}
          </h3>
          {expired > 0 && (
            <div className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>
                <strong>{t('assign.expiredNotice', { count: expired })}</strong>{' '}
                {t('assign.expiredAdvice')}
              </p>
            </div>
          )}
          <RadioGroup
            aria-labelledby={`${id}-title`}
            value={selected ?? ''}
            onValueChange={onSelect}
            className="gap-2"
          >
            {available.map((pkg) => (
              <PackageRadioCard key={pkg.id} pkg={pkg} id={`${id}-${pkg.id}`} />
            ))}
          </RadioGroup>
        </div>
      )}
    </div>
  )
}
