import '~/locales/students'
import { useNavigate, useSearchParams } from 'react-router'
import { PageHeader } from '~/components/layout/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { createdStudentState } from '~/features/students/components/next-steps-panel'
import { StudentForm } from '~/features/students/components/student-form'
import { useCreateStudentConfirmingDuplicates } from '~/features/students/components/use-create-student'
import { useCoachCountryCode } from '~/lib/coach-country'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { toastSuccess } from '~/lib/toast'

export function meta() {
  return [pageTitle('students', 'new.title')]
}

/** Spec §2 New student: the form; on success the list, with refresh=true, replacing history. */
export default function StudentNewPage() {
  const { t } = useTranslation('students')
  const navigate = useNavigate()
  const countryCode = useCoachCountryCode()
  // the assistant links here with the name it did not find ('?name=Fulana'): the form starts with it
  const [params] = useSearchParams()
  const name = params.get('name')?.trim().slice(0, 100)
  const create = useCreateStudentConfirmingDuplicates({
    errorTitle: t('new.errorTitle'),
    errorFallback: t('new.errorFallback'),
    onCreated: (student) => {
      toastSuccess(t('new.success'))
      // the list offers the next steps (a package, a weekly slot) for this student
      navigate('/app/students?refresh=true', {
        replace: true,
        state: createdStudentState(student),
      })
    },
  })

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={t('new.title')}
        subtitle={t('new.subtitle')}
        backTo="/app/students"
        backLabel={t('new.back')}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">{t('new.section')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StudentForm
            defaultCountryCode={countryCode}
            defaultValues={name ? { name } : undefined}
            submitLabel={t('new.submit')}
            onSubmit={create.onSubmit}
            submitting={create.pending}
            onCancel={() => navigate('/app/students')}
          />
          {create.dialog}
        </CardContent>
      </Card>
    </div>
  )
}
