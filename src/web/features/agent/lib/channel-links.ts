import { formatPhone, phoneDigits } from '@shared/domain/phone'
import type { AgentLink, AgentLinks } from '@shared/schemas/agent.response'

/**
 * The plain rules of 'Assistente no WhatsApp e no Telegram' on the profile: where a code is
 * sent, how an account reads, and when the code just shown has linked an account.
 */

export type Channel = AgentLink['channel']
export const CHANNELS: Channel[] = ['whatsapp', 'telegram']

/** A code on screen, and the accounts linked before it was made. */
export interface ShownCode {
  channel: Channel
  code: string
  expiresAt: string
  before: string[]
}

/** The accounts still linked (the server lists revoked ones too). */
export const activeLinks = (links: AgentLinks | undefined): AgentLink[] =>
  (links?.items ?? []).filter((link) => link.revokedAt === null)

/** The channels this server offers, in the card's order. */
export const offeredChannels = (links: AgentLinks): Channel[] =>
  CHANNELS.filter((channel) => links.channels[channel])

/** The account the shown code linked: an active one of its channel that was not there before. */
export function linkedBy(links: AgentLinks, shown: ShownCode): AgentLink | null {
  return (
    activeLinks(links).find(
      (link) => link.channel === shown.channel && !shown.before.includes(link.id),
    ) ?? null
  )
}

/** Quadra's number: a Brazilian one as phones read in the app after +55, any other as +digits. */
export const businessNumber = (digits: string): string =>
  /^55\d{10,11}$/.test(digits) ? `+55 ${formatPhone(digits)}` : `+${digits}`

/** How an account reads: a WhatsApp number as phones read in the app, a Telegram name as is. */
export function accountLabel(link: AgentLink): string | null {
  if (!link.label) return null
  return link.channel === 'whatsapp' && phoneDigits(link.label).length >= 8
    ? formatPhone(link.label)
    : link.label
}

/** WhatsApp opened on Quadra's number with the code typed in. */
export const whatsappUrl = (number: string, code: string) =>
  `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(code)}`

/** The bot opened with its Start button sending '/start <code>'. */
export const telegramUrl = (bot: string, code: string) =>
  `https://t.me/${encodeURIComponent(bot)}?start=${encodeURIComponent(code)}`
