import type { Hono } from 'hono'
import { AGENT_LIMITS, VOICE_NOTE_LIMITS } from '../../../shared/constants'
import { messageText } from '../../../shared/message-text'
import { msg } from '../../../shared/messages'
import type { AgentMessageDto } from '../../../shared/schemas/agent.response'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AppEnv, AuthUser } from '../../lib/context'
import { lightBodyLimit, payloadTooLarge } from '../../lib/http-cost'
import type { Logger } from '../../lib/logger'
import { oggOpusDurationMs } from '../../lib/ogg-duration'
import {
  createTelegramBot,
  type TelegramBot,
  TelegramFileTooLarge,
  type TelegramSettings,
  type TelegramUpdate,
  type TelegramVoice,
  telegramUpdate,
  validSecret,
} from '../../lib/telegram'
import { type AgentDeps, decideProposal, talkToAgent } from './agent.service'
import { type AgentInbox, enqueueInbound } from './agent-inbox'
import { coachById, linkByCode, linkCodeOf, linkedCoach } from './agent-links'
import { type ChannelVoice, voiceOnChannel } from './agent-voice'
import { buttonDecision, whatsappReply } from './agent-whatsapp'

/**
 * The agent's Telegram bot (decision 0025): the same as the coach's WhatsApp — a chat linked
 * by its code ('/start QUADRA-…' from the profile's link, or the code typed) talks to the
 * agent by text or voice (fetched with getFile, then heard as on WhatsApp: agent-voice.ts);
 * Confirmar / Corrigir / Cancelar are inline buttons whose callback is answered at once. Telegram
 * posts each update with the secret given to setWebhook; its update_id makes a redelivery a
 * no-op. The 200 never waits on the agent or the replies.
 */

export const TELEGRAM_WEBHOOK_PATH = '/webhooks/telegram'

interface Deps {
  db: Db
  bot: TelegramBot
  agent: AgentDeps
  appUrl: string
  logger: Logger
  inbox: AgentInbox
}

async function send(deps: Deps, chatId: string, coach: AuthUser, reply: AgentMessageDto) {
  const { text, buttons } = whatsappReply(coach, reply, deps.appUrl)
  await deps.bot.sendMessage(
    chatId,
    text,
    buttons.map((b) => ({ text: b.title, data: b.id })),
  )
}

async function link(deps: Deps, u: TelegramUpdate) {
  const account = { channel: 'telegram' as const, externalId: u.chatId, label: u.label }
  const userId = await linkByCode(deps.db, account, u.text)
  const coach = userId ? await coachById(deps.db, userId) : null
  if (!coach) return deps.logger.info('telegram link code refused', { update: u.updateId })
  await deps.bot.sendMessage(
    u.chatId,
    messageText('agent.linkedTelegram', {}, coach.language ?? 'pt-BR'),
  )
}

/**
 * A voice message through the agent, as on WhatsApp; its file is fetched only when it is
 * needed. One larger than a voice note may be is refused unread (and uncounted) when the
 * update says its size, else when getFile or the download does.
 */
async function heard(
  deps: Deps,
  coach: AuthUser,
  u: TelegramUpdate,
  voice: TelegramVoice,
): Promise<ChannelVoice> {
  if ((voice.fileSize ?? 0) > VOICE_NOTE_LIMITS.maxBytes)
    return { refusal: messageText('agent.voiceTooLarge', {}, coach.language ?? 'pt-BR') }
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', msg('agent.voiceTooLarge'), 413)
  const audio = async () => {
    const data = await deps.bot
      .downloadFile(voice.fileId, VOICE_NOTE_LIMITS.maxBytes)
      .catch((err: Error) => {
        throw err instanceof TelegramFileTooLarge ? tooLarge : err
      })
    // the file's own length when it is an Ogg Opus; else the whole seconds Telegram says
    const said = voice.durationS === null ? null : voice.durationS * 1000
    return { data, mimeType: voice.mimeType, durationMs: oggOpusDurationMs(data) ?? said }
  }
  const input = { channel: 'telegram' as const, eventId: String(u.updateId), durationMs: null }
  return voiceOnChannel(deps.db, deps.agent, coach, { ...input, audio })
}

async function answer(deps: Deps, coach: AuthUser, u: TelegramUpdate) {
  let messages: AgentMessageDto[]
  if (u.kind === 'button') {
    const button = buttonDecision(u.text)
    if (!button) return
    const input = { ...button, channel: 'telegram' as const }
    messages = (await decideProposal(deps.db, deps.agent, coach, input)).messages
  } else if (u.kind === 'voice') {
    if (!u.voice) return
    const said = await heard(deps, coach, u, u.voice)
    if ('refusal' in said) return deps.bot.sendMessage(u.chatId, said.refusal)
    messages = said.messages
  } else {
    const text = u.text.trim().slice(0, AGENT_LIMITS.textMax)
    if (!text) return
    const input = { channel: 'telegram' as const, text, eventId: String(u.updateId) }
    messages = (await talkToAgent(deps.db, deps.agent, coach, input)).messages
  }
  const reply = messages.filter((m) => m.role === 'agent').at(-1)
  if (reply) await send(deps, u.chatId, coach, reply)
}

/** What an update asks, done after the 200: linking, or the agent; a refusal is logged. */
async function handle(deps: Deps, u: TelegramUpdate) {
  try {
    // only stops the button's spinner: a late or repeated answer is not worth a retry
    if (u.callbackId)
      await deps.bot.answerCallbackQuery(u.callbackId).catch((err: Error) => {
        deps.logger.info('telegram callback not answered', { error: err.message })
      })
    const coach = await linkedCoach(deps.db, 'telegram', u.chatId)
    const code = u.kind === 'text' ? linkCodeOf(u.text) : null
    if (code && (!coach || /quadra/i.test(u.text))) return await link(deps, u)
    if (!coach)
      return deps.logger.info('telegram update ignored: unknown chat', { update: u.updateId })
    await answer(deps, coach, u)
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    deps.logger.warn('telegram update refused', { update: u.updateId, code: err.code })
  }
}

/** POST /webhooks/telegram, mounted only when the bot is configured. */
export function mountTelegramWebhook(
  app: Hono<AppEnv>,
  db: Db,
  opts: {
    settings: TelegramSettings
    agent: AgentDeps
    appUrl: string
    logger: Logger
    inbox: AgentInbox
  },
) {
  const deps: Deps = { db, bot: createTelegramBot(opts.settings), ...opts }
  const { logger } = opts
  opts.inbox.register('telegram', (u) => handle(deps, u as unknown as TelegramUpdate))
  app.post(
    TELEGRAM_WEBHOOK_PATH,
    lightBodyLimit({ maxSize: 1024 * 1024, onError: payloadTooLarge }),
    async (c) => {
      const requestId = c.get('requestId')
      const header = c.req.header('x-telegram-bot-api-secret-token')
      if (!validSecret(header, opts.settings.webhookSecret)) {
        logger.warn('telegram webhook refused: bad secret', { requestId })
        return c.text('Unauthorized', 401)
      }
      const update = telegramUpdate(await c.req.json().catch(() => null))
      const event = update as unknown as Record<string, unknown>
      // a redelivered update is dropped by the inbox; the work happens after this answer
      if (
        update &&
        (await enqueueInbound(db, { channel: 'telegram', eventId: String(update.updateId), event }))
      )
        opts.inbox.kick()
      return c.json({ ok: true }, 200)
    },
  )
}
