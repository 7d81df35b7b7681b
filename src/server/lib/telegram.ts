import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The Telegram Bot API, as far as the agent's bot uses it: the updates Telegram posts to the
 * webhook (a private chat's text or voice message, a button's callback) and the calls back —
 * sendMessage with an inline keyboard, answerCallbackQuery, and getFile with the file's
 * download (GET <apiUrl>/file/bot<token>/<file_path>). https://core.telegram.org/bots/api
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
/** A voice message (Telegram's own recorder) or an audio file: the fields the bot reads. */
const audioFile = z.object({
  file_id: z.string().min(1).max(256),
  duration: z.number().int().nonnegative().optional(),
  mime_type: z.string().max(200).optional(),
  file_size: z.number().int().nonnegative().optional(),
})
const message = z.object({
  message_id: z.number(),
  from: user,
  chat,
  text: text.optional(),
  voice: audioFile.optional(),
  audio: audioFile.optional(),
})

const updateSchema = z.object({
  update_id: z.number().int().nonnegative(),
  message: message.optional(),
  callback_query: z
    .object({
      id: z.string().max(256),
      from: user,
      data: z.string().max(64).optional(),
      message: z.object({ chat }).optional(),
    })
    .optional(),
})

/** A voice message's file, to be fetched with getFile. */
export interface TelegramVoice {
  fileId: string
  /** Bytes, when Telegram says. */
  fileSize: number | null
  /** Seconds, as the sender's app says. */
  durationS: number | null
  mimeType: string
}

/** One update the agent acts on: a private chat's text or voice, or a tapped button's data. */
export interface TelegramUpdate {
  updateId: number
  kind: 'text' | 'button' | 'voice'
  /** The private chat's id (the user's own id). */
  chatId: string
  /** '@username', or the first name. */
  label: string
  /** The text, or the button's callback data ('' for a voice message). */
  text: string
  /** A button's callback query id (to be answered), or null. */
  callbackId: string | null
  /** A voice message's file (kind 'voice'). */
  voice?: TelegramVoice
}

/** The update, or null when it is none the agent acts on (a group, a photo, an edit). */
export function telegramUpdate(body: unknown): TelegramUpdate | null {
  const u = updateSchema.safeParse(body)
  if (!u.success) return null
  const { message, callback_query: query } = u.data
  const labelOf = (from: z.infer<typeof user>) =>
    from.username ? `@${from.username}` : (from.first_name ?? String(from.id))
  const file = message?.voice ?? message?.audio
  if (message && message.chat.type === 'private' && (message.text !== undefined || file)) {
    const from = {
      updateId: u.data.update_id,
      chatId: String(message.chat.id),
      label: labelOf(message.from),
      callbackId: null,
    }
    if (message.text !== undefined) return { ...from, kind: 'text', text: message.text }
    return { ...from, kind: 'voice', text: '', voice: voiceOf(file!) }
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

function voiceOf(file: z.infer<typeof audioFile>): TelegramVoice {
  return {
    fileId: file.file_id,
    fileSize: file.file_size ?? null,
    durationS: file.duration ?? null,
    mimeType: file.mime_type?.split(';')[0]?.trim() || 'audio/ogg',
  }
}

export interface InlineButton {
  text: string
  /** callback_data: 1 to 64 bytes. */
  data: string
}

export interface TelegramBot {
  sendMessage(chatId: string, text: string, buttons?: InlineButton[]): Promise<void>
  answerCallbackQuery(id: string): Promise<void>
  /** A file's bytes (getFile, then its download); throws over maxBytes or on any failure. */
  downloadFile(fileId: string, maxBytes: number): Promise<Buffer>
}

/** A file larger than the caller's limit: not downloaded (or not kept). */
export class TelegramFileTooLarge extends Error {
  constructor() {
    super('Telegram file: too large')
    this.name = 'TelegramFileTooLarge'
  }
}

const MESSAGE_MAX = 4096
const fileInfo = z.object({
  file_size: z.number().int().nonnegative().optional(),
  file_path: z.string().min(1).max(1024),
})

export function createTelegramBot(settings: TelegramSettings): TelegramBot {
  const call = async (method: string, payload: unknown) => {
    const res = await fetch(`${settings.apiUrl}/bot${settings.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    })
    const body = (await res.json().catch(() => null)) as {
      ok?: boolean
      description?: string
      result?: unknown
    }
    if (!res.ok || !body?.ok)
      throw new Error(`Telegram ${method}: ${res.status} ${String(body?.description ?? '')}`)
    return body.result
  }
  const download = async (fileId: string, maxBytes: number) => {
    const info = fileInfo.parse(await call('getFile', { file_id: fileId }))
    if ((info.file_size ?? 0) > maxBytes) throw new TelegramFileTooLarge()
    const path = info.file_path.split('/').map(encodeURIComponent).join('/')
    const res = await fetch(`${settings.apiUrl}/file/bot${settings.token}/${path}`, {
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    })
    if (!res.ok || !res.body) {
      await res.body?.cancel()
      throw new Error(`Telegram file: HTTP ${res.status}`)
    }
    return readAtMost(res.body, maxBytes)
  }
  return {
    sendMessage: async (chatId, text, buttons = []) => {
      await call('sendMessage', {
        chat_id: chatId,
        text: Array.from(text).slice(0, MESSAGE_MAX).join(''),
        ...(buttons.length
          ? {
              reply_markup: {
                inline_keyboard: [buttons.map((b) => ({ text: b.text, callback_data: b.data }))],
              },
            }
          : {}),
      })
    },
    answerCallbackQuery: async (id) => {
      await call('answerCallbackQuery', { callback_query_id: id })
    },
    downloadFile: download,
  }
}

/** A response body read whole, stopped as soon as it passes maxBytes. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.length
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new TelegramFileTooLarge()
    }
    chunks.push(value)
  }
}
