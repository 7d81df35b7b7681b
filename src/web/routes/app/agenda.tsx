import '~/locales/agenda'
import { AgendaScreen } from '~/features/agenda/components/agenda-screen'
import { LessonActions } from '~/features/agenda/components/lesson-actions'
import { AfterClassPanel } from '~/features/progress/components/after-class-panel'
import { pageTitle } from '~/lib/page-title'

export function meta() {
  return [pageTitle('agenda', 'page.title')]
}

/**
 * Issue 11 item 3: the agenda; its lesson sheet carries 'Registrar aula' / 'Realizada',
 * attendance per student and make-ups (items 4-5).
 */
export default function AgendaPage() {
  // back from 'Registrar aula', the class's students with 'Enviar resumo'
  return (
    <>
      <AfterClassPanel />
      <AgendaScreen ExtraActions={LessonActions} />
    </>
  )
}
