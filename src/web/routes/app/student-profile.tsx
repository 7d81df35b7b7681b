import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Perfil do Aluno — Quadra' }]
}

export default function StudentProfilePage() {
  return <PendingScreen page="studentProfile" backTo="/app/students" />
}
