import '~/locales/student-profile'
import type { PackageDto } from '@shared/schemas/packages.response'
import type { StudentDetail } from '@shared/schemas/students.response'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useTranslation } from '~/lib/i18n'
import { FeedbacksTab } from './feedbacks-tab'
import { PackagesTab } from './packages-tab'
import { SessionsTab } from './sessions-tab'
import { SummaryTab } from './summary-tab'

const PROFILE_TABS = ['resumo', 'progresso', 'pacotes', 'aulas', 'feedbacks'] as const
type ProfileTab = (typeof PROFILE_TABS)[number]

function tabFromParam(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '')
    ? (value as ProfileTab)
    : 'resumo'
}

/**
 * The tabs of the profile; the selected one lives in the URL (?tab=). 'Progresso'
 * is another feature's screen, composed by the route.
 */
export function ProfileTabs({
  student,
  packages,
  progress,
}: {
  student: StudentDetail
  packages: UseQueryResult<PackageDto[]>
  progress: ReactNode
}) {
  const { t } = useTranslation('student-profile')
  const [params, setParams] = useSearchParams()
  const tab = tabFromParam(params.get('tab'))

  const select = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === 'resumo') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  const labels: Record<ProfileTab, string> = {
    resumo: t('tabs.summary'),
    progresso: t('tabs.progress'),
    pacotes: t('tabs.packages'),
    aulas: t('tabs.sessions'),
    feedbacks: t('tabs.feedbacks'),
  }

  return (
    <Tabs value={tab} onValueChange={select} className="min-w-0 gap-4">
      <TabsList aria-label={t('tabs.label')} className="w-full sm:w-fit print:hidden">
        {PROFILE_TABS.map((value) => (
          <TabsTrigger key={value} value={value} className="px-1.5 sm:px-5">
            {labels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="resumo">
        <SummaryTab student={student} />
      </TabsContent>
      <TabsContent value="progresso">{progress}</TabsContent>
      <TabsContent value="pacotes">
        <PackagesTab studentId={student.id} packages={packages} />
      </TabsContent>
      <TabsContent value="aulas">
        <SessionsTab studentId={student.id} />
      </TabsContent>
      <TabsContent value="feedbacks">
        <FeedbacksTab studentId={student.id} />
      </TabsContent>
    </Tabs>
  )
}
