import { NewSessionScreen } from '~/features/new-session/new-session-screen'

export function meta() {
  return [{ title: 'Nova Sessão de Aulas — Quadra' }]
}

/** Spec §2 New session: selection, then feedback, then the sessions list. */
export default function SessionNewPage() {
  return <NewSessionScreen />
}
