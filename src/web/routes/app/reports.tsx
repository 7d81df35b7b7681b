import '~/locales/reports'
import { PageHeader } from '~/components/layout/page-header'
import { ReportsScreen } from '~/features/reports/components/reports-screen'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('reports', 'title')]
}

/** Issue 13 item 4: the coach's reports for a period, with CSVs and the accountant's exports. */
export default function ReportsPage() {
  const { t } = useTranslation('reports')
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ReportsScreen />
    </>
  )
}
