import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Sessões de Aula — Quadra' }]
}

export default function SessionsPage() {
  return <PendingScreen page="sessions" />
}
