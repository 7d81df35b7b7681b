import type { AgentMessageDto } from '@shared/schemas/agent.response'
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, RawBody } from '~/lib/api-client'

const keys = {
  all: ['agent'] as const,
  conversation: ['agent', 'messages'] as const,
  links: ['agent', 'links'] as const,
}

/** The conversation with the assistant, oldest first, and whether it can hear a voice message. */
export const agentConversationQuery = () =>
  queryOptions({
    queryKey: keys.conversation,
    queryFn: () => api.get('/agent/messages'),
  })

type Conversation = { items: AgentMessageDto[]; voice: boolean }

/** Adds what an exchange answered to the cached conversation (once each, by id). */
function append(qc: QueryClient, messages: AgentMessageDto[]) {
  qc.setQueryData(keys.conversation, (old: Conversation | undefined) => {
    const items = old?.items ?? []
    const known = new Set(items.map((m) => m.id))
    const added = messages.filter((m) => !known.has(m.id))
    return { voice: old?.voice ?? false, items: [...items, ...added] }
  })
}

const hasPending = (qc: QueryClient) =>
  (qc.getQueryData<{ items: AgentMessageDto[] }>(keys.conversation)?.items ?? []).some(
    (m) => m.proposal?.status === 'pending',
  )

/**
 * A write the assistant made shows on every screen: every query but the assistant's own
 * refetches (the active ones now, the others when next shown).
 */
const refreshScreens = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (query) => query.queryKey[0] !== keys.all[0] })

/**
 * An exchange joins the conversation. A 'sim' or 'não' (typed or said) decides a pending
 * proposal: the conversation is read again for its status, and the screens refresh in case
 * it wrote.
 */
async function exchanged(qc: QueryClient, messages: AgentMessageDto[]) {
  const decided = hasPending(qc)
  append(qc, messages)
  if (!decided) return
  await qc.invalidateQueries({ queryKey: keys.conversation })
  void refreshScreens(qc)
}

/** Sends a message; `clientId` makes a retried send answered once. */
export function useSendAgentMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: { text: string; clientId: string }) => api.post('/agent/messages', input),
    onSuccess: (exchange) => exchanged(qc, exchange.messages),
  })
}

export interface VoiceMessage {
  audio: Blob
  mimeType: string
  durationMs: number
  /** The same on a retry: the server answers it once. */
  clientId: string
}

/**
 * Sends a recorded voice message (the raw audio, as a voice note's upload): the server
 * answers the transcript as the coach's message, and the reply — or, after 'áudio pra Ana',
 * the audio proposed for her feedback.
 */
export function useSendAgentVoice() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ audio, mimeType, durationMs, clientId }: VoiceMessage) =>
      api.upload('/agent/voice', new RawBody(audio, mimeType), {
        durationMs: Math.max(1, Math.round(durationMs)),
        clientId,
      }),
    onSuccess: (exchange) => exchanged(qc, exchange.messages),
  })
}

/**
 * Confirmar or Cancelar (Corrigir is a cancel): the reply joins the conversation, and the
 * mutation stays pending until the conversation is read again, so the buttons go away with
 * the status the server gives, never to be tapped twice.
 */
export function useDecideProposal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'cancel' }) =>
      decision === 'confirm'
        ? api.post(`/agent/proposals/${id}/confirm`)
        : api.post(`/agent/proposals/${id}/cancel`),
    onSuccess: async (exchange, { decision }) => {
      append(qc, exchange.messages)
      await qc.invalidateQueries({ queryKey: keys.conversation })
      if (decision === 'confirm') void refreshScreens(qc)
    },
  })
}

/** 'Apagar conversa': the messages and the proposals go. */
export function useDeleteAgentConversation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/agent/messages'),
    onSuccess: () =>
      qc.setQueryData(keys.conversation, (old: Conversation | undefined) => ({
        voice: old?.voice ?? false,
        items: [],
      })),
  })
}

/** The coach's linked WhatsApp and Telegram accounts, and the channels this server offers. */
export const agentLinksQuery = () =>
  queryOptions({ queryKey: keys.links, queryFn: () => api.get('/agent/links') })

/** A one-time code to send from the account to link it (15 minutes). */
export function useCreateAgentLinkCode() {
  return useMutation({
    mutationFn: (channel: 'whatsapp' | 'telegram') => api.post('/agent/links', { channel }),
  })
}

/** 'Desconectar': the account stops talking to the assistant at once. */
export function useRevokeAgentLink() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/agent/links/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.links }),
  })
}
