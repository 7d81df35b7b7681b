import { z } from 'zod'
import { AGENT_LIMITS } from '../constants'
import { msg } from '../messages'
import { cleanText } from './common'
import { voiceNoteUploadQuerySchema } from './voice-note'

/**
 * The client's id of a message, so a message sent twice (a retried request, a double tap) is
 * answered once. An opaque key (a uuid, typically), never anyone's record id.
 */
export const agentClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: msg('common.invalidIdentifier') })

/** A message the coach types to the agent in the app ('Assistente'). */
export const agentMessageSchema = z.object({
  text: cleanText({ required: msg('agent.textRequired'), multiline: true })
    .min(1, { error: msg('agent.textRequired') })
    .max(AGENT_LIMITS.textMax, { error: msg('agent.textTooLong') }),
  clientId: agentClientIdSchema.optional(),
})
export type AgentMessageInput = z.input<typeof agentMessageSchema>

/** The channel a link code is made for. */
export const agentLinkInputSchema = z.object({ channel: z.enum(['whatsapp', 'telegram']) })
export type AgentLinkInput = z.infer<typeof agentLinkInputSchema>

/**
 * POST /api/agent/voice: the recorded audio is the raw body (as a voice note's upload); its
 * measured length, and the message's client id (or the Idempotency-Key header) in the query.
 */
export const agentVoiceQuerySchema = voiceNoteUploadQuerySchema.extend({
  clientId: agentClientIdSchema.optional(),
})
