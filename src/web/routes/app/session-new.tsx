import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Nova Sessão de Aulas — Quadra' }]
}

export default function SessionNewPage() {
  return <PendingScreen page="sessionNew" backTo="/app/dashboard" />
}
