import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Alunos — Quadra' }]
}

export default function StudentsPage() {
  return <PendingScreen page="students" />
}
