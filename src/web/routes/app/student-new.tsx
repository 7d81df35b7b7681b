import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Novo Aluno — Quadra' }]
}

export default function StudentNewPage() {
  return <PendingScreen page="studentNew" backTo="/app/students" />
}
