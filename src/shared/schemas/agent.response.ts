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

/**
 * The conversation, oldest first (the newest AGENT_LIMITS.historyPage), and whether the server
 * can hear a voice message (transcription configured): the panel shows its microphone then.
 */
export const agentConversationSchema = z
  .object({ items: z.array(agentMessageDtoSchema), voice: z.boolean() })
  .meta({ id: 'AgentConversation' })

/** What one exchange added: the coach's message (when there was one) and the agent's reply. */
export const agentExchangeSchema = z
  .object({ messages: z.array(agentMessageDtoSchema) })
  .meta({ id: 'AgentExchange' })
export type AgentExchange = z.infer<typeof agentExchangeSchema>

/** A one-time code the coach sends from WhatsApp or Telegram to link that account. */
export const agentLinkCodeSchema = z
  .object({
    /** 'QUADRA-' and six letters or digits; sent as is (or after /start on Telegram). */
    code: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'AgentLinkCode' })
export type AgentLinkCode = z.infer<typeof agentLinkCodeSchema>

/** A linked messaging account (revoked ones stay listed, with their date). */
export const agentLinkSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['whatsapp', 'telegram']),
    /** The number, or the Telegram name. */
    label: z.string().nullable(),
    linkedAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'AgentLink' })
export type AgentLink = z.infer<typeof agentLinkSchema>

/**
 * The coach's linked accounts, which channels this server has configured, and where a code is
 * sent on each when the server's settings say: Quadra's WhatsApp number (its digits, with the
 * country code) and the Telegram bot's username (without '@'); null when not said.
 */
export const agentLinksSchema = z
  .object({
    items: z.array(agentLinkSchema),
    channels: z.object({ whatsapp: z.boolean(), telegram: z.boolean() }),
    contacts: z.object({
      whatsappNumber: z.string().nullable(),
      telegramBot: z.string().nullable(),
    }),
  })
  .meta({ id: 'AgentLinks' })
export type AgentLinks = z.infer<typeof agentLinksSchema>
