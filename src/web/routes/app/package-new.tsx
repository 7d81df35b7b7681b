import '~/locales/packages'
import { useSearchParams } from 'react-router'
import { PageHeader } from '~/components/layout/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { PackageScreenFormView } from '~/features/packages/components/package-screen-form'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('packages', 'screen.title')]
}

/** Spec §2 New package: sells a package to a student, then opens the student's profile. */
export default function PackageNewPage() {
  const { t } = useTranslation('packages')
  const [params] = useSearchParams()
  const studentId = params.get('studentId') ?? undefined

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={t('screen.title')}
        subtitle={t('screen.subtitle')}
        backTo="/app/dashboard"
        backLabel={t('screen.back')}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">{t('screen.section')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PackageScreenFormView initialStudentId={studentId} />
        </CardContent>
      </Card>
    </div>
  )
}
