import '~/locales/progress'
import { PROGRESS_LIMITS } from '@shared/constants'
import { useQuery } from '@tanstack/react-query'
import Copy from 'lucide-react/icons/copy'
import MessageCircle from 'lucide-react/icons/message-circle'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useId, useState } from 'react'
import { LoadErrorState } from '~/components/query-states'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { Textarea } from '~/components/ui/textarea'
import type { MessageEditorProps } from '~/lib/after-class'
import { useTranslation } from '~/lib/i18n'
import { messageDraftQuery } from '../api'
import { tooLongForWhatsApp, useShareText } from './use-share-text'

/**
 * 'Enviar resumo' of one student of a class: the server drafts a short
 * message (by the AI writer or the rules), the coach edits it, then copies it or opens it in
 * WhatsApp with the student's phone; either records the text exactly as edited.
 */
export function MessageEditorDialog(props: MessageEditorProps) {
  const { t } = useTranslation('progress')
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('message.title', { name: props.studentName })}</DialogTitle>
          <DialogDescription>{t('message.description')}</DialogDescription>
        </DialogHeader>
        {/* mounted while open only: each opening drafts afresh */}
        {props.open && <MessageEditor {...props} />}
      </DialogContent>
    </Dialog>
  )
}

function MessageEditor({ sessionId, studentId }: MessageEditorProps) {
  const { t } = useTranslation('progress')
  const query = useQuery(messageDraftQuery(sessionId, studentId))

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <p className="text-muted-foreground text-sm" role="status">
          {t('message.loading')}
        </p>
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (!query.data) {
    return (
      <LoadErrorState
        title={t('message.loadError')}
        description={query.error?.message ?? ''}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return (
    <MessageForm
      key={query.dataUpdatedAt}
      sessionId={sessionId}
      studentId={studentId}
      draft={query.data}
    />
  )
}

function MessageForm({
  sessionId,
  studentId,
  draft,
}: {
  sessionId: string
  studentId: string
  draft: { text: string; source: 'ai' | 'rules'; whatsappPhone: string | null }
}) {
  const { t } = useTranslation('progress')
  const id = useId()
  const [text, setText] = useState(draft.text)
  const share = useShareText(studentId, { kind: 'message', sessionId })
  const phone = draft.whatsappPhone
  const empty = text.trim() === ''
  const length = Array.from(text).length

  return (
    <>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-text`}>{t('message.label')}</Label>
          <Badge variant="secondary">
            {draft.source === 'ai' ? t('summary.sourceAi') : t('summary.sourceRules')}
          </Badge>
        </div>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={PROGRESS_LIMITS.shareTextMax}
          aria-describedby={`${id}-count`}
          aria-invalid={empty || undefined}
          className="min-h-40"
        />
        <p id={`${id}-count`} className="text-muted-foreground text-xs tabular-nums">
          {empty ? t('message.empty') : t('message.count', { count: length })}
        </p>
        {phone === null ? (
          <p className="text-sm">{t('message.noPhone')}</p>
        ) : (
          tooLongForWhatsApp(phone, text) && (
            <p className="flex items-start gap-2 text-sm text-warning-soft-foreground">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('share.tooLong')}
            </p>
          )
        )}
      </div>
      <DialogFooter>
        <Button
          variant={phone ? 'outline' : 'default'}
          disabled={empty}
          onClick={() => void share.copy(text, t('message.copied'))}
        >
          <Copy aria-hidden />
          {t('message.copy')}
        </Button>
        {phone && (
          <Button disabled={empty} onClick={() => share.openWhatsApp(phone, text)}>
            <MessageCircle aria-hidden />
            {t('message.whatsapp')}
          </Button>
        )}
      </DialogFooter>
    </>
  )
}
