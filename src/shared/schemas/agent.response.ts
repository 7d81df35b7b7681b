import { z } from 'zod'
import { AGENT_CHANNELS, AGENT_PROPOSAL_STATUSES } from '../constants'

/** One message of the conversation with the agent, either side. */
export const agentMessageDtoSchema = z
  .object({
    id: z.string(),
    role: z.enum(['coach', 'agent']),
    channel: z.enum(AGENT_CHANNELS),
    text: z.string(),
    createdAt: z.string(),
    /** A proposed write: Confirmar / Corrigir / Cancelar while it is pending. */
    proposal: z.object({ id: z.string(), status: z.enum(AGENT_PROPOSAL_STATUSES) }).nullable(),
    /** The app's screen of what the reply is about. */
    link: z.string().nullable(),
    /** Quick answers (the candidates of an ambiguous name, an example). */
    options: z.array(z.string()),
  })
  .meta({ id: 'AgentMessage' })
export type AgentMessageDto = z.infer<typeof agentMessageDtoSchema>

/** The conversation, oldest first (the newest AGENT_LIMITS.historyPage). */
export const agentConversationSchema = z
  .object({ items: z.array(agentMessageDtoSchema) })
  .meta({ id: 'AgentConversation' })

/** What one exchange added: the coach's message (when there was one) and the agent's reply. */
export const agentExchangeSchema = z
  .object({ messages: z.array(agentMessageDtoSchema) })
  .meta({ id: 'AgentExchange' })
export type AgentExchange = z.infer<typeof agentExchangeSchema>
