import { AGENT_LIMITS } from '../../../shared/constants'
import { messageText } from '../../../shared/message-text'
import type { MessageCode } from '../../../shared/messages'
import type { AgentMessageDto } from '../../../shared/schemas/agent.response'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/context'
import type { Logger } from '../../lib/logger'
import { oggOpusDurationMs } from '../../lib/ogg-duration'
import type { ReplyButton, WhatsappCloud } from '../../lib/whatsapp-cloud'
import { downloadMedia } from '../../lib/whatsapp-media'
import type { IncomingEvent } from '../../lib/whatsapp-webhook'
import { type AgentDeps, decideProposal, talkToAgent } from './agent.service'
import { type AgentInbox, enqueueInbound } from './agent-inbox'
import { coachById, linkByCode, linkCodeOf, linkedCoach } from './agent-links'
import type { Decision } from './agent-understand'
import { voiceOnChannel } from './agent-voice'

/**
 * The coach's WhatsApp (decision 0025): a message to Quadra's business number from a number
 * linked to a coach goes to the agent — a text, a voice message (transcribed), or the Confirmar
 * / Corrigir / Cancelar buttons of a proposal — and the reply goes back as a text (with the
 * buttons while a proposal waits, the screen's link as a full URL). A code sent from an unknown
 * number links it. The number decides who it is: anything else is the reminders' (a student's
 * answer), untouched. Only the quick reads and the inbox's row happen before the webhook
 * answers 200; the agent and the send happen after, from the inbox (agent-inbox.ts).
 */

export interface CoachWhatsappDeps {
  db: Db
  cloud: WhatsappCloud
  agent: AgentDeps
  appUrl: string
  logger: Logger
  inbox: AgentInbox
}

const BUTTON = /^agent:(confirm|correct|cancel):([0-9a-f-]{36})$/i

/** A proposal's button, as WhatsApp and Telegram send its id back: the decision, or null. */
export function buttonDecision(data: string): { id: string; decision: Decision } | null {
  const m = BUTTON.exec(data)
  return m ? { id: m[2]!.toLowerCase(), decision: m[1]!.toLowerCase() as Decision } : null
}

const t = (coach: AuthUser, code: MessageCode) => messageText(code, {}, coach.language ?? 'pt-BR')

/** The text of a reply as WhatsApp shows it, and its buttons while its proposal waits. */
export function whatsappReply(coach: AuthUser, reply: AgentMessageDto, appUrl: string) {
  const parts = [reply.text]
  if (reply.options.length) parts.push(reply.options.map((o) => `• ${o}`).join('\n'))
  if (reply.link) parts.push(`${appUrl.replace(/\/+$/, '')}${reply.link}`)
  const pending = reply.proposal?.status === 'pending' ? reply.proposal.id : null
  const buttons: ReplyButton[] = pending
    ? [
        { id: `agent:confirm:${pending}`, title: t(coach, 'agent.buttonConfirm') },
        { id: `agent:correct:${pending}`, title: t(coach, 'agent.buttonCorrect') },
        { id: `agent:cancel:${pending}`, title: t(coach, 'agent.buttonCancel') },
      ]
    : []
  return { text: parts.join('\n\n'), buttons }
}

/**
 * The agent's part of an incoming message: false when it is not the agent's (the reminders
 * take it); else it is recorded in the inbox (once: a second delivery is dropped) and true.
 */
export async function coachMessage(deps: CoachWhatsappDeps, e: IncomingEvent): Promise<boolean> {
  const coach = await linkedCoach(deps.db, 'whatsapp', e.from)
  // a linked number's plain numbers are messages ('123456'); only 'QUADRA-…' links it anew
  const code = e.kind === 'text' ? linkCodeOf(e.text) : null
  const linking = Boolean(code && (!coach || /quadra/i.test(e.text)))
  if (!linking && !coach) return false
  // a student's answer to a reminder stays the reminders', whoever's number it is
  if (!linking && e.kind === 'reply' && !e.payload?.startsWith('agent:')) return false
  const event = { ...e } as unknown as Record<string, unknown>
  if (!(await enqueueInbound(deps.db, { channel: 'whatsapp', eventId: e.id, event })))
    deps.logger.info('whatsapp agent message ignored: duplicate', { id: e.id })
  return true
}

/** The inbox's handler of a recorded message: linking, or the agent (the link read anew). */
export async function handleCoachEvent(deps: CoachWhatsappDeps, e: IncomingEvent) {
  const coach = await linkedCoach(deps.db, 'whatsapp', e.from)
  const code = e.kind === 'text' ? linkCodeOf(e.text) : null
  if (code && (!coach || /quadra/i.test(e.text))) return link(deps, e)
  // revoked since it arrived: nothing is done
  if (!coach) return deps.logger.info('whatsapp agent message ignored: not linked', { id: e.id })
  return answer(deps, coach, e)
}

/** A reply sent; a failure throws, so the inbox tries the message again later. */
async function send(deps: CoachWhatsappDeps, to: string, text: string, buttons?: ReplyButton[]) {
  await deps.cloud.sendText(to, text, buttons)
}

/** A code from a number: linked, and told so; a wrong or spent code is ignored (logged). */
async function link(deps: CoachWhatsappDeps, e: IncomingEvent) {
  try {
    const account = { channel: 'whatsapp' as const, externalId: e.from, label: `+${e.from}` }
    const userId = await linkByCode(deps.db, account, e.text)
    const coach = userId ? await coachById(deps.db, userId) : null
    if (!coach) {
      deps.logger.info('whatsapp link code refused', { id: e.id })
      return
    }
    await send(deps, e.from, t(coach, 'agent.linked'))
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    deps.logger.warn('whatsapp link code refused', { id: e.id, code: err.code })
  }
}

/** A voice message through the agent (agent-voice.ts); its audio is fetched only if needed. */
function heard(deps: CoachWhatsappDeps, coach: AuthUser, e: IncomingEvent) {
  const audio = async () => {
    const media = await downloadMedia(deps.cloud.settings, e.mediaId!)
    return { ...media, durationMs: oggOpusDurationMs(media.data) }
  }
  const input = { channel: 'whatsapp' as const, eventId: e.id, durationMs: null, audio }
  return voiceOnChannel(deps.db, deps.agent, coach, input)
}

/** The coach's message through the agent, and its reply sent back. */
async function answer(deps: CoachWhatsappDeps, coach: AuthUser, e: IncomingEvent) {
  const { db, agent, logger } = deps
  try {
    let messages: AgentMessageDto[]
    if (e.kind === 'reply') {
      const button = buttonDecision(e.payload ?? '')
      if (!button) return
      const input = { ...button, channel: 'whatsapp' as const }
      messages = (await decideProposal(db, agent, coach, input)).messages
    } else if (e.kind === 'audio') {
      const said = await heard(deps, coach, e)
      if ('refusal' in said) return send(deps, e.from, said.refusal)
      messages = said.messages
    } else {
      const text = e.text.trim().slice(0, AGENT_LIMITS.textMax)
      if (!text) return
      const input = { channel: 'whatsapp' as const, text, eventId: e.id }
      messages = (await talkToAgent(db, agent, coach, input)).messages
    }
    const reply = messages.filter((m) => m.role === 'agent').at(-1)
    if (!reply) return
    const { text, buttons } = whatsappReply(coach, reply, deps.appUrl)
    await send(deps, e.from, text, buttons)
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    // another coach's proposal, a rate limit, a refused write: nothing is written
    logger.warn('whatsapp agent message refused', { id: e.id, code: err.code })
  }
}
