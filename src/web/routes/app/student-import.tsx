import '~/locales/student-import'
import { PageHeader } from '~/components/layout/page-header'
import { StudentImportScreen } from '~/features/student-import/components/student-import-screen'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('student-import', 'title')]
}

/** Bring the students in from a spreadsheet or the phone's contacts, with their balances. */
export default function StudentImportPage() {
  const { t } = useTranslation('student-import')
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        backTo="/app/students"
        backLabel={t('back')}
      />
      <StudentImportScreen />
    </div>
  )
}
