import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The Telegram Bot API, as far as the agent's bot uses it: the updates Telegram posts to the
 * webhook (a private chat's text, a button's callback) and the two calls back — sendMessage
 * with an inline keyboard, and answerCallbackQuery. https://core.telegram.org/bots/api
 */

export interface TelegramSettings {
  /** https://api.telegram.org (a local fake in tests). */
  apiUrl: string
  /** BotFather's token. */
  token: string
  /** setWebhook's secret_token: every update carries it in X-Telegram-Bot-Api-Secret-Token. */
  webhookSecret: string
  /** The bot's username without '@' (TELEGRAM_BOT_USERNAME), when given: the profile's t.me link. */
  botUsername?: string
  /** How long one call may take (default 10 s). */
  timeoutMs?: number
}

/** The webhook's header compared with the secret in constant time. */
export function validSecret(header: string | undefined, secret: string): boolean {
  const [a, b] = [Buffer.from(header ?? ''), Buffer.from(secret)]
  return a.length === b.length && timingSafeEqual(a, b)
}

const user = z.object({
  id: z.number().int(),
  first_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
})
const chat = z.object({ id: z.number().int(), type: z.string() })
const text = z.string().max(4096)

const updateSchema = z.object({
  update_id: z.number().int().nonnegative(),
  message: z.object({ message_id: z.number(), from: user, chat, text: text.optional() }).optional(),
  callback_query: z
    .object({
      id: z.string().max(256),
      from: user,
      data: z.string().max(64).optional(),
      message: z.object({ chat }).optional(),
    })
    .optional(),
})

/** One update the agent acts on: a private chat's text, or a tapped button's data. */
export interface TelegramUpdate {
  updateId: number
  kind: 'text' | 'button'
  /** The private chat's id (the user's own id). */
  chatId: string
  /** '@username', or the first name. */
  label: string
  /** The text, or the button's callback data. */
  text: string
  /** A button's callback query id (to be answered), or null. */
  callbackId: string | null
}

/** The update, or null when it is none the agent acts on (a group, a photo, an edit). */
export function telegramUpdate(body: unknown): TelegramUpdate | null {
  const u = updateSchema.safeParse(body)
  if (!u.success) return null
  const { message, callback_query: query } = u.data
  const labelOf = (from: z.infer<typeof user>) =>
    from.username ? `@${from.username}` : (from.first_name ?? String(from.id))
  if (message?.text !== undefined && message.chat.type === 'private')
    return {
      updateId: u.data.update_id,
      kind: 'text',
      chatId: String(message.chat.id),
      label: labelOf(message.from),
      text: message.text,
      callbackId: null,
    }
  if (query?.data && (query.message?.chat.type ?? 'private') === 'private')
    return {
      updateId: u.data.update_id,
      kind: 'button',
      chatId: String(query.message?.chat.id ?? query.from.id),
      label: labelOf(query.from),
      text: query.data,
      callbackId: query.id,
    }
  return null
}

export interface InlineButton {
  text: string
  /** callback_data: 1 to 64 bytes. */
  data: string
}

export interface TelegramBot {
  sendMessage(chatId: string, text: string, buttons?: InlineButton[]): Promise<void>
  answerCallbackQuery(id: string): Promise<void>
}

const MESSAGE_MAX = 4096

export function createTelegramBot(settings: TelegramSettings): TelegramBot {
  const call = async (method: string, payload: unknown) => {
    const res = await fetch(`${settings.apiUrl}/bot${settings.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    })
    const body = (await res.json().catch(() => null)) as { ok?: boolean; description?: string }
    if (!res.ok || !body?.ok)
      throw new Error(`Telegram ${method}: ${res.status} ${String(body?.description ?? '')}`)
  }
  return {
    sendMessage: (chatId, text, buttons = []) =>
      call('sendMessage', {
        chat_id: chatId,
        text: Array.from(text).slice(0, MESSAGE_MAX).join(''),
        ...(buttons.length
          ? {
              reply_markup: {
                inline_keyboard: [buttons.map((b) => ({ text: b.text, callback_data: b.data }))],
              },
            }
          : {}),
      }),
    answerCallbackQuery: (id) => call('answerCallbackQuery', { callback_query_id: id }),
  }
}
