import '~/locales/agent'
import SendHorizontal from 'lucide-react/icons/send-horizontal'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { LoadErrorState } from '~/components/query-states'
import { Button } from '~/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet'
import { Spinner } from '~/components/ui/spinner'
import { Textarea } from '~/components/ui/textarea'
import { recorderSupport } from '~/features/voice-notes/components/use-voice-recorder'
import { errorMessage } from '~/lib/api-client'
import { type TFunction, useTranslation } from '~/lib/i18n'
import { useDeleteAgentConversation } from '../api'
import { Conversation } from './conversation'
import { useAssistant } from './use-assistant'
import {
  ComposerAlerts,
  MicButton,
  RecordingBar,
  useVoiceMessage,
  type VoiceMessageControls,
} from './voice-message'

const EXAMPLES = ['empty.example1', 'empty.example2', 'empty.example3'] as const

/**
 * 'Assistente': the conversation with the agent in a side sheet (the whole screen on a
 * phone). The coach asks in a few words; a write comes back as a proposal that nothing saves
 * until 'Confirmar'.
 */
export default function AssistantPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation('agent')
  const field = useRef<HTMLTextAreaElement>(null)
  const a = useAssistant(t, () => field.current?.focus())
  const empty = a.conversation.isSuccess && a.messages.length === 0 && a.pendingText === null
  const voice = useSpokenMessages(open, a.sendRecording, () => field.current?.focus())
  const [support] = useState(recorderSupport)
  const speak = a.voiceAvailable && support === 'ok' ? voice : null

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full gap-0 overflow-hidden p-0 sm:max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          field.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <div className="border-b px-4 py-3 pr-14">
          <SheetTitle className="text-lg">{t('title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('description')}</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
          {a.conversation.isPending && (
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-primary" />
            </div>
          )}
          {a.conversation.isError && (
            <LoadErrorState
              title={t('loadError')}
              description={errorMessage(a.conversation.error, t('loadErrorHint'))}
              retryLabel={t('retry')}
              onRetry={() => void a.conversation.refetch()}
            />
          )}
          {empty && <EmptyConversation t={t} onExample={(text) => fill(a.setDraft, field, text)} />}
          {a.conversation.isSuccess && (
            <Conversation
              t={t}
              messages={a.messages}
              pendingText={a.pendingText}
              busy={a.busy}
              onDecide={a.decideProposal}
              onOption={a.submit}
              onOpenLink={() => onOpenChange(false)}
            />
          )}
        </div>
        <Composer
          t={t}
          field={field}
          draft={a.draft}
          setDraft={a.setDraft}
          error={a.error}
          busy={a.busy}
          onSubmit={a.submit}
          hasMessages={a.messages.length > 0}
          voice={speak}
          onRetryVoice={a.failedVoice ? a.retryVoice : null}
        />
      </SheetContent>
    </Sheet>
  )
}

/**
 * The recorder of the panel's voice messages: a recording still on when the panel closes is
 * dropped, and the field gets the focus back once a recording ends.
 */
function useSpokenMessages(
  open: boolean,
  send: Parameters<typeof useVoiceMessage>[0],
  focusField: () => void,
) {
  const voice = useVoiceMessage(send)
  const { active, cancel } = voice
  const wasActive = useRef(false)
  useEffect(() => {
    if (!open && active) cancel()
  }, [open, active, cancel])
  useEffect(() => {
    if (wasActive.current && !active) focusField()
    wasActive.current = active
  }, [active, focusField])
  return voice
}

/**
 * The field (Enter sends, Shift+Enter is a new line), the microphone where the server can hear
 * a voice message (recording: the elapsed time and 'Parar e enviar' in the field's place),
 * Enviar, the last error, the footer.
 */
function Composer({
  t,
  field,
  draft,
  setDraft,
  error,
  busy,
  onSubmit,
  hasMessages,
  voice,
  onRetryVoice,
}: {
  t: TFunction
  field: RefObject<HTMLTextAreaElement | null>
  draft: string
  setDraft: (text: string) => void
  error: string | null
  busy: boolean
  onSubmit: (text: string) => void
  hasMessages: boolean
  voice: VoiceMessageControls | null
  onRetryVoice: (() => void) | null
}) {
  return (
    <form
      className="flex flex-col gap-2 border-t bg-background px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(draft)
      }}
    >
      <ComposerAlerts
        t={t}
        error={error}
        recorderError={voice?.error ?? null}
        busy={busy}
        onRetryVoice={onRetryVoice}
      />
      {voice?.active ? (
        <RecordingBar t={t} voice={voice} />
      ) : (
        <div className="flex items-end gap-2">
          <Textarea
            ref={field}
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
              event.preventDefault()
              onSubmit(draft)
            }}
            aria-label={t('fieldLabel')}
            placeholder={t('placeholder')}
            maxLength={1000}
            className="max-h-36 min-h-10 resize-none"
          />
          {voice && <MicButton t={t} disabled={busy} onStart={voice.begin} />}
          {/* beside the microphone on a phone, Enviar is its icon: the field keeps its width */}
          <Button
            type="submit"
            disabled={busy || !draft.trim()}
            className={voice ? 'shrink-0 max-sm:w-10 max-sm:px-0' : 'shrink-0'}
          >
            <SendHorizontal aria-hidden />
            <span className={voice ? 'max-sm:sr-only' : undefined}>{t('send')}</span>
          </Button>
        </div>
      )}
      <Footer t={t} hasMessages={hasMessages} />
    </form>
  )
}

function fill(
  setDraft: (text: string) => void,
  field: RefObject<HTMLTextAreaElement | null>,
  text: string,
) {
  setDraft(text)
  field.current?.focus()
}

function EmptyConversation({ t, onExample }: { t: TFunction; onExample: (text: string) => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="font-semibold text-base">{t('empty.title')}</p>
      <p className="text-muted-foreground text-sm">{t('empty.hint')}</p>
      <ul aria-label={t('empty.examples')} className="mt-2 flex flex-wrap justify-center gap-2">
        {EXAMPLES.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onExample(t(key))}
              className="inline-flex min-h-9 cursor-pointer items-center rounded-full border bg-background px-3 text-sm transition-colors hover:bg-accent"
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The retention line and 'Apagar conversa' (with its confirmation). */
function Footer({ t, hasMessages }: { t: TFunction; hasMessages: boolean }) {
  const remove = useDeleteAgentConversation()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-2 text-muted-foreground text-xs">
      <span>{t('retention')}</span>
      {hasMessages && (
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next)
            if (!next) remove.reset()
          }}
          triggerLabel={t('delete.trigger')}
          triggerClassName="-ml-2 h-9 px-2 text-xs"
          title={t('delete.title')}
          description={
            remove.isError ? errorMessage(remove.error, t('delete.error')) : t('delete.description')
          }
          cancelLabel={t('delete.cancel')}
          confirmLabel={t('delete.confirm')}
          pendingLabel={t('delete.pending')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
        />
      )}
    </div>
  )
}
