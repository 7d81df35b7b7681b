import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { formatClock, type Recording } from '~/features/voice-notes/components/use-voice-recorder'
import { errorMessage } from '~/lib/api-client'
import type { TFunction } from '~/lib/i18n'
import {
  agentConversationQuery,
  useDecideProposal,
  useSendAgentMessage,
  useSendAgentVoice,
  type VoiceMessage,
} from '../api'

export type Decision = 'confirm' | 'cancel' | 'correct'

/**
 * The panel's state: the conversation, the field's draft, the message on its way, the last
 * error (the server's message when it gave one), and the sends and decisions. A send that
 * failed keeps its text in the field and its client id: sent again unchanged, the server
 * answers it once even if the first attempt did arrive. A voice message that failed is kept
 * (with its client id) to be sent again.
 */
export function useAssistant(t: TFunction, focusField: () => void) {
  const conversation = useQuery(agentConversationQuery())
  const send = useSendAgentMessage()
  const voice = useSendAgentVoice()
  const decide = useDecideProposal()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failedVoice, setFailedVoice] = useState<VoiceMessage | null>(null)
  const lastTry = useRef<{ text: string; clientId: string } | null>(null)
  const busy = send.isPending || decide.isPending || voice.isPending

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

  const sendVoice = (message: VoiceMessage) => {
    if (busy) return
    setError(null)
    setFailedVoice(null)
    voice.mutate(message, {
      onSuccess: () => focusField(),
      onError: (failure) => {
        setError(errorMessage(failure, t('voice.sendError')))
        setFailedVoice(message)
      },
    })
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
    messages: conversation.data?.items ?? [],
    /** The server can hear a voice message (transcription configured). */
    voiceAvailable: conversation.data?.voice ?? false,
    /** The coach's message while its answer is awaited (a voice message: its length). */
    pendingText: send.isPending ? (send.variables?.text ?? null) : voiceBubble(t, voice),
    busy,
    draft,
    setDraft,
    error,
    submit,
    /** A recording, sent as a new voice message. */
    sendRecording: (r: Recording) => sendVoice({ ...r, clientId: crypto.randomUUID() }),
    /** The voice message that failed, to send again (the same client id). */
    failedVoice,
    retryVoice: () => failedVoice && sendVoice(failedVoice),
    decideProposal,
  }
}

/** A voice message on its way, as the coach's bubble shows it: 'Áudio (0:07)'. */
function voiceBubble(t: TFunction, voice: ReturnType<typeof useSendAgentVoice>) {
  if (!voice.isPending) return null
  return t('voice.bubble', { duration: formatClock(voice.variables?.durationMs ?? 0) })
}
