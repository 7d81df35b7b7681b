import '~/locales/progress'
import MessageCircle from 'lucide-react/icons/message-circle'
import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { type AfterClass, readAfterClass } from '~/lib/after-class'
import { useTranslation } from '~/lib/i18n'
import { MessageEditorDialog } from './message-editor-dialog'

/**
 * Right after 'Finalizar Sessão': the screen the flow lands on (the history,
 * or the agenda's day) shows the class's students, each with 'Enviar resumo'. The class comes in
 * the router state, read once: reloading the list (`?refresh=true` is removed from the URL)
 * keeps the panel; dismissing it hides it.
 */
export function AfterClassPanel() {
  const { t } = useTranslation('progress')
  const location = useLocation()
  const [afterClass, setAfterClass] = useState<AfterClass | null>(() =>
    readAfterClass(location.state),
  )
  const [open, setOpen] = useState<string | null>(null)
  const titleId = useId()
  if (!afterClass) return null
  const openStudent = afterClass.students.find((s) => s.id === open)

  return (
    <section
      aria-labelledby={titleId}
      className="mb-4 rounded-xl border border-primary/30 bg-accent/40 p-4 sm:p-5 print:hidden"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold">
            {t('afterClass.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('afterClass.description')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('afterClass.dismiss')}
          onClick={() => setAfterClass(null)}
        >
          <X aria-hidden />
        </Button>
      </div>
      {/* contain: a long name is cut (truncate), never widens the banner past a phone */}
      <ul
        aria-label={t('afterClass.students')}
        className="mt-3 grid gap-2 [contain:inline-size] sm:grid-cols-2"
      >
        {afterClass.students.map((student) => (
          <li
            key={student.id}
            className="flex min-w-0 items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2"
          >
            <span className="min-w-0 truncate font-medium text-sm">{student.name}</span>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('message.openFor', { name: student.name })}
              onClick={() => setOpen(student.id)}
            >
              <MessageCircle aria-hidden />
              {t('message.open')}
            </Button>
          </li>
        ))}
      </ul>
      {openStudent && (
        <MessageEditorDialog
          sessionId={afterClass.sessionId}
          studentId={openStudent.id}
          studentName={openStudent.name}
          open
          onOpenChange={(next) => !next && setOpen(null)}
        />
      )}
    </section>
  )
}
