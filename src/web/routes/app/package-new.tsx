import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Novo Pacote — Quadra' }]
}

export default function PackageNewPage() {
  return <PendingScreen page="packageNew" backTo="/app/dashboard" />
}
