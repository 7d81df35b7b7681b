import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Dashboard — Quadra' }]
}

export default function DashboardPage() {
  return <PendingScreen page="dashboard" />
}
