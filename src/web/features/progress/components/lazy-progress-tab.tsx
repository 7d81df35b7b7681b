import '~/locales/progress'
import type { StudentDetail } from '@shared/schemas/students.response'
import { lazy, Suspense } from 'react'
import { useTranslation } from '~/lib/i18n'
import { ProgressSkeleton } from './progress-skeleton'

// the report's code (recharts) loads when the tab opens, not with the profile
const ProgressTab = lazy(() => import('./progress-tab'))

/** The 'Progresso' tab, its code loaded on first opening (skeleton meanwhile). */
export function LazyProgressTab({ student }: { student: StudentDetail }) {
  const { t } = useTranslation('progress')
  return (
    <Suspense fallback={<ProgressSkeleton label={t('loading')} />}>
      <ProgressTab student={student} />
    </Suspense>
  )
}
