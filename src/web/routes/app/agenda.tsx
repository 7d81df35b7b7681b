import { AgendaScreen } from '~/features/agenda/components/agenda-screen'

export function meta() {
  return [{ title: 'Agenda — Quadra' }]
}

/** Issue 11 item 3: the agenda. */
export default function AgendaPage() {
  // lesson actions: registrar aula / presença — issue 11 items 4-5 plug in through ExtraActions
  return <AgendaScreen />
}
