import '~/locales/student-profile'
import UserX from 'lucide-react/icons/user-x'
import WifiOff from 'lucide-react/icons/wifi-off'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { LoadErrorState } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'

/** The student does not exist (or is another coach's): spec §2 'Aluno não encontrado'. */
export function StudentNotFound() {
  const { t } = useTranslation('student-profile')
  return (
    <EmptyState
      icon={UserX}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button asChild>
          <Link to="/app/students">{t('notFound.back')}</Link>
        </Button>
      }
    />
  )
}

export function StudentLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('student-profile')
  return (
    <LoadErrorState
      icon={WifiOff}
      title={t('loadError.title')}
      description={t('loadError.description')}
      retryLabel={t('loadError.retry')}
      onRetry={onRetry}
    />
  )
}

export function ProfileSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-10 w-80 max-w-full" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    </div>
  )
}
