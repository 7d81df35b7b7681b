import '~/locales/new-session'
import { NewSessionScreen } from '~/features/sessions/new/components/new-session-screen'
import { AddStudentDialog } from '~/features/students/components/add-student-dialog'
import { pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('new-session', 'title')]
}

/**
 * Spec §2 New session: selection, then feedback, then the sessions list. The new-student
 * dialog of the selection step comes from the students feature, composed here.
 */
export default function SessionNewPage() {
  return <NewSessionScreen AddStudent={AddStudentDialog} />
}
