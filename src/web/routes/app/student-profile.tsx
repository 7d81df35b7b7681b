import '~/locales/student-profile'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/page-header'
import { Button } from '~/components/ui/button'
import { StudentAgendaCard } from '~/features/agenda/components/student-agenda-card'
import { studentPackagesQuery } from '~/features/packages/api'
import { LazyProgressTab } from '~/features/progress/components/lazy-progress-tab'
import { StudentRemindersCard } from '~/features/reminders/components/student-reminders-card'
import { AnonymizeStudentButton } from '~/features/student-profile/components/anonymize-student-button'
import {
  ProfileSkeleton,
  StudentLoadError,
  StudentNotFound,
} from '~/features/student-profile/components/profile-states'
import { ProfileTabs } from '~/features/student-profile/components/profile-tabs'
import { StudentEditForm } from '~/features/student-profile/components/student-edit-form'
import { StudentInfoCard } from '~/features/student-profile/components/student-info-card'
import { useStudentEdit } from '~/features/student-profile/components/use-student-edit'
import { studentQuery } from '~/features/students/api'
import { ApiError } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { pageTitle } from '~/lib/page-title'
import { packageKeys, studentKeys } from '~/lib/query-keys'
import { useScreenRefresh } from '~/lib/use-refresh'

export function meta() {
  return [pageTitle('student-profile', 'title')]
}

const FORM_ID = 'student-edit-form'
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** Load failures become the spec's toasts (§8), once per failure. */
function useLoadErrorToasts(studentError: unknown, packagesError: unknown) {
  const { t } = useTranslation('student-profile')
  useEffect(() => {
    if (!studentError) return
    if (isNotFound(studentError))
      toast.error(t('toast.notFoundTitle'), { description: t('toast.notFoundDescription') })
    else toast.error(t('toast.loadErrorTitle'), { description: t('toast.loadErrorDescription') })
  }, [studentError, t])
  useEffect(() => {
    if (!packagesError || isNotFound(packagesError)) return
    toast.error(t('toast.loadErrorTitle'), { description: t('toast.loadErrorDescription') })
  }, [packagesError, t])
}

export default function StudentProfilePage() {
  const { id = '' } = useParams()
  // a new student starts a new screen (view mode, fresh form)
  return <StudentProfile key={id} id={id} />
}

function StudentProfile({ id }: { id: string }) {
  const { t } = useTranslation('student-profile')
  useScreenRefresh([studentKeys.detail(id), packageKeys.ofStudent(id)])
  const student = useQuery(studentQuery(id))
  const packages = useQuery(studentPackagesQuery(id))
  useLoadErrorToasts(student.error, packages.error)
  const edit = useStudentEdit(student.data)
  const notFound = isNotFound(student.error)

  const actions = !student.data ? undefined : edit.editing ? (
    <>
      <Button variant="outline" onClick={edit.cancel} disabled={edit.saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" form={FORM_ID} disabled={edit.saving}>
        {edit.saving ? t('actions.saving') : t('actions.save')}
      </Button>
    </>
  ) : (
    <Button onClick={edit.start}>{t('actions.edit')}</Button>
  )

  return (
    <>
      <PageHeader
        title={t('title')}
        backTo="/app/students"
        backLabel={t('back')}
        actions={notFound ? undefined : actions}
      />
      {notFound ? (
        <StudentNotFound />
      ) : student.data ? (
        <div className="grid gap-6">
          {edit.editing ? (
            <StudentEditForm
              formId={FORM_ID}
              form={edit.form}
              onSubmit={edit.submit}
              student={student.data}
              guard={edit.guard}
            />
          ) : (
            <StudentInfoCard
              student={student.data}
              footer={<AnonymizeStudentButton student={student.data} />}
            />
          )}
          <StudentAgendaCard studentId={student.data.id} studentName={student.data.name} />
          <StudentRemindersCard studentId={student.data.id} />
          <ProfileTabs
            student={student.data}
            packages={packages}
            progress={<LazyProgressTab student={student.data} />}
          />
        </div>
      ) : student.isPending ? (
        <ProfileSkeleton />
      ) : (
        <StudentLoadError onRetry={() => void student.refetch()} />
      )}
    </>
  )
}
