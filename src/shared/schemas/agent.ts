import { z } from 'zod'
import { AGENT_LIMITS } from '../constants'
import { msg } from '../messages'
import { cleanText } from './common'

/** A message the coach types to the agent in the app ('Assistente'). */
export const agentMessageSchema = z.object({
  text: cleanText({ required: msg('agent.textRequired'), multiline: true })
    .min(1, { error: msg('agent.textRequired') })
    .max(AGENT_LIMITS.textMax, { error: msg('agent.textTooLong') }),
  /**
   * The client's id of this message, so a message sent twice (a retried request, a double tap)
   * is answered once. An opaque key (a uuid, typically), never anyone's record id.
   */
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: msg('common.invalidIdentifier') })
    .optional(),
})
export type AgentMessageInput = z.input<typeof agentMessageSchema>

/** The channel a link code is made for. */
export const agentLinkInputSchema = z.object({ channel: z.enum(['whatsapp', 'telegram']) })
export type AgentLinkInput = z.infer<typeof agentLinkInputSchema>
