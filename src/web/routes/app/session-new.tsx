import { NewSessionScreen } from '~/features/sessions/new/new-session-screen'
import { AddStudentDialog } from '~/features/students/components/add-student-dialog'

export function meta() {
  return [{ title: 'Nova Sessão de Aulas — Quadra' }]
}

/**
 * Spec §2 New session: selection, then feedback, then the sessions list. The new-student
 * dialog of the selection step comes from the students feature, composed here.
 */
export default function SessionNewPage() {
  return <NewSessionScreen AddStudent={AddStudentDialog} />
}
