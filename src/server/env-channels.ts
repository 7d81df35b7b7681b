import { TELEGRAM_SECRETS, telegramEnv, telegramSettings } from './env-telegram'
import { WHATSAPP_SECRETS, whatsappEnv, whatsappSettings } from './env-whatsapp'
import type { TelegramSettings } from './lib/telegram'
import type { WhatsappSettings } from './lib/whatsapp-cloud'

/**
 * The optional messaging channels, part of env.ts's schema: the WhatsApp Cloud API
 * (env-whatsapp.ts) and the agent's Telegram bot (env-telegram.ts), each all or none.
 */

export type { TelegramSettings, WhatsappSettings }

export const channelEnv = { ...whatsappEnv, ...telegramEnv }

/** The channel settings an error line never shows. */
export const CHANNEL_SECRETS = [...WHATSAPP_SECRETS, ...TELEGRAM_SECRETS]

type Parsed = Parameters<typeof whatsappSettings>[0] & Parameters<typeof telegramSettings>[0]

/** Each channel's settings, or the error line of the first one half set. */
export function channelSettings(e: Parsed): {
  whatsapp?: WhatsappSettings
  telegram?: TelegramSettings
  error?: string
} {
  const whatsapp = whatsappSettings(e)
  const telegram = telegramSettings(e)
  const error = whatsapp.error ?? telegram.error
  return error ? { error } : { whatsapp: whatsapp.settings, telegram: telegram.settings }
}
