import { PendingScreen } from '~/components/layout/pending-screen'

export function meta() {
  return [{ title: 'Meu Perfil — Quadra' }]
}

export default function ProfilePage() {
  return <PendingScreen page="profile" />
}
