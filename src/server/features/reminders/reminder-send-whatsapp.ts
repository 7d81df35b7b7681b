import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type WhatsappCloud, WhatsappSendError } from '../../lib/whatsapp-cloud'
import type { PageLinkKeys } from '../student-page/student-page.service'
import { claimMessages, settle } from './reminder-send'
import type { MessageView } from './reminder-view'
import { readMessages } from './reminder-view'

/**
 * The WhatsApp sender, when the Cloud API is configured: the e-mail sender's claim, back-off and
 * settle (reminder-send.ts), with a template message from Quadra's business number. The
 * message's id travels with the send — in each button's payload and as
 * `biz_opaque_callback_data` — so a message sent again after a crash (the claim expired before
 * its record) is still recognised by the webhook: a reply or a status of either send finds it.
 */

export type ReplyAnswer = 'confirmed' | 'declined'

/** What a quick-reply button of a lesson's message carries back: the message and the answer. */
export const replyPayload = (messageId: string, answer: ReplyAnswer) => `${messageId}:${answer}`

/** The message and answer of a button's payload, or null when it is not one of ours. */
export function readReplyPayload(
  payload: string | null,
): { messageId: string; answer: ReplyAnswer } | null {
  const match =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(confirmed|declined)$/i.exec(
      payload ?? '',
    )
  return match ? { messageId: match[1]!.toLowerCase(), answer: match[2] as ReplyAnswer } : null
}

/** The template send of a message: a lesson's has the two buttons, anything else only text. */
function templateOf(view: MessageView, cloud: WhatsappCloud, to: string) {
  const lesson = view.kinds.includes('lesson')
  const { templates } = cloud.settings
  return {
    to,
    template: lesson ? templates.lesson : templates.general,
    language: view.language === 'en' ? ('en' as const) : ('pt_BR' as const),
    params: [view.text],
    buttonPayloads: lesson
      ? [replyPayload(view.id, 'confirmed'), replyPayload(view.id, 'declined')]
      : [],
    callbackData: view.id,
  }
}

/**
 * Sends the WhatsApp messages due now through the Cloud API: claims them, sends each as a
 * template, and records the outcome with the provider's message id. Answers how many were sent.
 */
export async function sendDueWhatsapp(
  db: Db,
  { cloud, keys, now = new Date() }: { cloud: WhatsappCloud; keys: PageLinkKeys; now?: Date },
): Promise<number> {
  const ids = await claimMessages(db, { channel: 'whatsapp', now })
  if (!ids.length) return 0
  const views = await readMessages(
    db,
    keys,
    sql`m.id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
  )
  // the caller's clock, advanced by the time the sends take
  const started = Date.now()
  const clock = () => new Date(now.getTime() + Date.now() - started)
  let sent = 0
  for (const view of views) {
    if (!view.whatsappTo) {
      await settle(db, view, now, 'no WhatsApp number', { permanent: true })
      continue
    }
    try {
      const wamid = await cloud.sendTemplate(templateOf(view, cloud, view.whatsappTo))
      await settle(db, view, clock(), null, { providerMessageId: wamid })
      sent += 1
    } catch (err) {
      const permanent = err instanceof WhatsappSendError && err.permanent
      await settle(db, view, clock(), (err as Error).message || 'send failed', { permanent })
    }
  }
  return sent
}
