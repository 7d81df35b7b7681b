import type { AgentMessageDto } from '@shared/schemas/agent.response'
import ExternalLink from 'lucide-react/icons/arrow-up-right'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatTime } from '~/lib/formats'
import type { TFunction } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import type { Decision } from './use-assistant'

const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-line'
const chip =
  'inline-flex min-h-9 cursor-pointer items-center rounded-full border bg-background px-3 text-sm font-medium transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50'

/**
 * The conversation, newest at the bottom and kept in view: the coach's messages on the right,
 * the assistant's on the left with what they allow — Confirmar / Corrigir / Cancelar under a
 * pending proposal, the quick answers of the latest reply, 'Abrir' for the screen it is about.
 */
export function Conversation({
  t,
  messages,
  pendingText,
  busy,
  onDecide,
  onOption,
  onOpenLink,
}: {
  t: TFunction
  messages: AgentMessageDto[]
  pendingText: string | null
  busy: boolean
  onDecide: (proposalId: string, decision: Decision) => void
  onOption: (text: string) => void
  onOpenLink: () => void
}) {
  const end = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new message
  useEffect(() => {
    const list = end.current?.parentElement
    if (list) list.scrollTop = list.scrollHeight
  }, [messages.length, pendingText])

  const lastId = messages.at(-1)?.id
  return (
    <>
      <ol className="flex flex-col gap-3">
        {messages.map((m) => (
          <MessageItem
            key={m.id}
            t={t}
            m={m}
            latest={m.id === lastId}
            busy={busy}
            onDecide={onDecide}
            onOption={onOption}
            onOpenLink={onOpenLink}
          />
        ))}
        {pendingText !== null && (
          <>
            <li className="flex flex-col items-end">
              <p className={cn(bubble, 'rounded-br-md bg-primary/80 text-primary-foreground')}>
                {pendingText}
              </p>
            </li>
            <li className="flex flex-col items-start">
              <p
                className={cn(bubble, 'rounded-bl-md bg-muted text-muted-foreground')}
                role="status"
                aria-label={t('typing')}
              >
                <span aria-hidden className="animate-pulse tracking-widest">
                  …
                </span>
              </p>
            </li>
          </>
        )}
      </ol>
      <div ref={end} />
    </>
  )
}

/** One message with what it allows (see Conversation). */
function MessageItem({
  t,
  m,
  latest,
  busy,
  onDecide,
  onOption,
  onOpenLink,
}: {
  t: TFunction
  m: AgentMessageDto
  latest: boolean
  busy: boolean
  onDecide: (proposalId: string, decision: Decision) => void
  onOption: (text: string) => void
  onOpenLink: () => void
}) {
  return (
    <li className={cn('flex flex-col gap-1.5', m.role === 'coach' ? 'items-end' : 'items-start')}>
      <span className="sr-only">{m.role === 'coach' ? t('you') : t('assistant')}</span>
      <p
        className={cn(
          bubble,
          m.role === 'coach'
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        {m.text}
      </p>
      {m.proposal?.status === 'pending' && (
        <ProposalActions
          t={t}
          busy={busy}
          onDecide={(decision) => m.proposal && onDecide(m.proposal.id, decision)}
        />
      )}
      {latest && m.options.length > 0 && (
        <ul aria-label={t('quickAnswers')} className="flex flex-wrap gap-2">
          {m.options.map((option) => (
            <li key={option}>
              <button
                type="button"
                className={chip}
                disabled={busy}
                onClick={() => onOption(option)}
              >
                {option}
              </button>
            </li>
          ))}
        </ul>
      )}
      {m.link && (
        <Link
          to={m.link}
          onClick={onOpenLink}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('open')}
          <ExternalLink className="size-4" aria-hidden />
        </Link>
      )}
      <time dateTime={m.createdAt} className="px-1 text-muted-foreground text-xs">
        {formatTime(m.createdAt)}
      </time>
    </li>
  )
}

function ProposalActions({
  t,
  busy,
  onDecide,
}: {
  t: TFunction
  busy: boolean
  onDecide: (decision: Decision) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => onDecide('confirm')}>
        {t('confirm')}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('correct')}>
        {t('correct')}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => onDecide('cancel')}>
        {t('cancel')}
      </Button>
    </div>
  )
}
