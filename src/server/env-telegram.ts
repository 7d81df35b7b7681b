import { z } from 'zod'
import type { TelegramSettings } from './lib/telegram'

/**
 * The optional Telegram bot the coaches talk to the agent through (README "Configuration"),
 * part of env.ts's schema: both settings or none.
 */

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))

export const telegramEnv = {
  /** BotFather's token, '<bot id>:<secret>'. */
  TELEGRAM_BOT_TOKEN: optional.refine((v) => v === undefined || /^\d{3,20}:[\w-]{20,}$/.test(v), {
    error: "must be the bot's token as BotFather gives it (<digits>:<letters>)",
  }),
  /** What setWebhook was given as secret_token: Telegram sends it back in every update. */
  TELEGRAM_WEBHOOK_SECRET: optional.refine((v) => v === undefined || /^[\w-]{16,256}$/.test(v), {
    error: 'must be 16 to 256 letters, digits, _ or -',
  }),
  /** The bot's @username (optional): the profile's t.me link that starts the bot with the code. */
  TELEGRAM_BOT_USERNAME: optional
    .transform((v) => v?.replace(/^@/, ''))
    .refine((v) => v === undefined || /^[A-Za-z]\w{4,31}$/.test(v), {
      error: "must be the bot's username, such as QuadraBot (5 to 32 letters, digits or _)",
    }),
  TELEGRAM_API_URL: optional
    .transform((v) => (v ?? 'https://api.telegram.org').replace(/\/+$/, ''))
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), { error: 'must be an http:// or https:// URL' }),
}

export const TELEGRAM_SECRETS = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']

type Parsed = { [K in keyof typeof telegramEnv]: z.output<(typeof telegramEnv)[K]> }

/** The bot's settings when both are set, nothing when none is, an error line when one is. */
export function telegramSettings(e: Parsed): { settings?: TelegramSettings; error?: string } {
  const set = [e.TELEGRAM_BOT_TOKEN, e.TELEGRAM_WEBHOOK_SECRET].filter(Boolean).length
  if (set === 0) return {}
  if (set === 1)
    return {
      error:
        'Invalid configuration: TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET must be set together (or none of them: no Telegram bot).',
    }
  return {
    settings: {
      apiUrl: e.TELEGRAM_API_URL,
      token: e.TELEGRAM_BOT_TOKEN!,
      webhookSecret: e.TELEGRAM_WEBHOOK_SECRET!,
      ...(e.TELEGRAM_BOT_USERNAME ? { botUsername: e.TELEGRAM_BOT_USERNAME } : {}),
    },
  }
}
