import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { errorMessage } from '~/lib/api-client'
import type { TFunction } from '~/lib/i18n'
import { agentConversationQuery, useDecideProposal, useSendAgentMessage } from '../api'

export type Decision = 'confirm' | 'cancel' | 'correct'

/**
 * The panel's state: the conversation, the field's draft, the message on its way, the last
 * error (the server's message when it gave one), and the sends and decisions. A send that
 * failed keeps its text in the field and its client id: sent again unchanged, the server
 * answers it once even if the first attempt did arrive.
 */
export function useAssistant(t: TFunction, focusField: () => void) {
  const conversation = useQuery(agentConversationQuery())
  const send = useSendAgentMessage()
  const decide = useDecideProposal()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const lastTry = useRef<{ text: string; clientId: string } | null>(null)
  const busy = send.isPending || decide.isPending

  const submit = (raw: string) => {
    const text = raw.trim()
    if (!text || busy) return
    const clientId = lastTry.current?.text === text ? lastTry.current.clientId : crypto.randomUUID()
    lastTry.current = { text, clientId }
    setError(null)
    setDraft('')
    send.mutate(
      { text, clientId },
      {
        onSuccess: () => {
          lastTry.current = null
        },
        onError: (failure) => {
          setError(errorMessage(failure, t('sendError')))
          setDraft((current) => current || text)
        },
      },
    )
  }

  const decideProposal = (id: string, decision: Decision) => {
    if (busy) return
    setError(null)
    decide.mutate(
      { id, decision: decision === 'confirm' ? 'confirm' : 'cancel' },
      {
        onSuccess: () => {
          if (decision === 'correct') focusField()
        },
        onError: (failure) => setError(errorMessage(failure, t('decideError'))),
      },
    )
  }

  return {
    conversation,
    messages: conversation.data ?? [],
    /** The coach's message while its answer is awaited. */
    pendingText: send.isPending ? (send.variables?.text ?? null) : null,
    busy,
    draft,
    setDraft,
    error,
    submit,
    decideProposal,
  }
}
