import '~/locales/session-history'
import type { SessionDto } from '@shared/schemas/sessions.response'
import ChevronDown from 'lucide-react/icons/chevron-down'
import MessageCircle from 'lucide-react/icons/message-circle'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import type { MessageEditorComponent } from '~/lib/after-class'
import { useTranslation } from '~/lib/i18n'

/**
 * 'Enviar resumo' on a history card: one student opens the message editor at
 * once; several choose the student in a menu. The editor comes from the route.
 */
export function SendSummaryMenu({
  session,
  MessageEditor,
}: {
  session: SessionDto
  MessageEditor: MessageEditorComponent
}) {
  const { t } = useTranslation('session-history')
  const [studentId, setStudentId] = useState<string | null>(null)
  const participants = session.participants
  const chosen = participants.find((p) => p.studentId === studentId)
  if (participants.length === 0) return null
  const only = participants.length === 1 ? participants[0] : undefined

  return (
    <>
      {only ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('card.sendSummaryFor', { name: only.name })}
          onClick={() => setStudentId(only.studentId)}
        >
          <MessageCircle aria-hidden />
          {t('card.sendSummary')}
        </Button>
      ) : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <MessageCircle aria-hidden />
              {t('card.sendSummary')}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>{t('card.sendSummaryTo')}</DropdownMenuLabel>
            {participants.map((p) => (
              <DropdownMenuItem key={p.studentId} onSelect={() => setStudentId(p.studentId)}>
                {p.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {chosen && (
        <MessageEditor
          sessionId={session.id}
          studentId={chosen.studentId}
          studentName={chosen.name}
          open
          onOpenChange={(open) => !open && setStudentId(null)}
        />
      )}
    </>
  )
}
