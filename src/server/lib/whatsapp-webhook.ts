import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The WhatsApp Cloud API's webhook, as Meta documents it: the signature of a delivery and its
 * payload (`entry[].changes[].value` with `metadata`, `contacts`, `messages` and `statuses`)
 * read into the few events the reminders act on. What the app does with them is the
 * reminders' (features/reminders/reminder-webhook.ts).
 * https://developers.facebook.com/docs/graph-api/webhooks/getting-started
 */

/**
 * `X-Hub-Signature-256: sha256=<hex>` is the HMAC-SHA256 of the raw body with the app secret;
 * compared in constant time.
 */
export function validSignature(raw: Uint8Array, header: string | undefined, secret: string) {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')
  if (!match) return false
  const expected = createHmac('sha256', secret).update(raw).digest()
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'))
}

/** The header a delivery of `raw` carries (the tests sign with it too). */
export function signatureOf(raw: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
}

interface EventBase {
  /** The business number the event is about (`metadata.phone_number_id`). */
  phoneNumberId: string
  at: Date
}

/** A status of a message the business sent. */
export interface StatusEvent extends EventBase {
  kind: 'status'
  /** The sent message's id (wamid). */
  id: string
  status: 'sent' | 'delivered' | 'read' | 'failed'
  /** What the send carried as `biz_opaque_callback_data`. */
  callbackData: string | null
  error: string | null
}

/** A message to the business number: a button tapped, a text, or a voice message. */
export interface IncomingEvent extends EventBase {
  kind: 'reply' | 'text' | 'audio'
  /** The incoming message's own id (wamid). */
  id: string
  /** The sender's WhatsApp number, digits only. */
  from: string
  /** The id of the business message it answers, if any (`context.id`). */
  contextId: string | null
  /** A button's payload ('reply'), or null. */
  payload: string | null
  /** The button's title, or the text's body ('' for audio). */
  text: string
  /** An audio's media id (GET /{media-id} on the Graph API), or null. */
  mediaId: string | null
}

export type WebhookEvent = StatusEvent | IncomingEvent

/** Seconds since the epoch (12 digits at most: a date a Date can hold). */
const unixTime = z
  .union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative().max(999_999_999_999)])
  .transform((v) => new Date(Number(v) * 1000))

const statusSchema = z.object({
  id: z.string().min(1).max(512),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: unixTime,
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(z.object({ code: z.unknown(), title: z.unknown(), message: z.unknown() }).partial())
    .optional(),
})

const text = z.string().max(4096)
const messageSchema = z.object({
  id: z.string().min(1).max(512),
  from: z.string().regex(/^\d{6,20}$/),
  timestamp: unixTime,
  type: z.string(),
  context: z.object({ id: z.string().max(512).optional() }).optional(),
  button: z.object({ text, payload: text.optional() }).optional(),
  interactive: z
    .object({ button_reply: z.object({ id: text, title: text }).optional() })
    .optional(),
  text: z.object({ body: text }).optional(),
  audio: z.object({ id: z.string().regex(/^\d{1,32}$/) }).optional(),
})

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string().min(1).max(64) }),
  statuses: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
})

const payloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) }),
  ),
})

/**
 * The events of a delivery, in order. Anything of another shape — another object, a field the
 * reminders do not use, a message type they do not answer — is left out, one item at a time.
 */
export function webhookEvents(body: unknown): WebhookEvent[] {
  const payload = payloadSchema.safeParse(body)
  if (!payload.success) return []
  const events: WebhookEvent[] = []
  for (const entry of payload.data.entry) {
    for (const change of entry.changes) {
      const value = valueSchema.safeParse(change.value)
      if (change.field !== 'messages' || !value.success) continue
      const phoneNumberId = value.data.metadata.phone_number_id
      for (const raw of value.data.statuses ?? []) {
        const s = statusSchema.safeParse(raw)
        if (s.success) events.push(statusEvent(s.data, phoneNumberId))
      }
      for (const raw of value.data.messages ?? []) {
        const m = messageSchema.safeParse(raw)
        const event = m.success ? incomingEvent(m.data, phoneNumberId) : null
        if (event) events.push(event)
      }
    }
  }
  return events
}

function statusEvent(s: z.output<typeof statusSchema>, phoneNumberId: string): StatusEvent {
  const error = s.errors?.[0]
  const described = error
    ? [error.code, error.title, error.message].filter((p) => p !== undefined).join(' ')
    : ''
  return {
    kind: 'status',
    phoneNumberId,
    at: s.timestamp,
    id: s.id,
    status: s.status,
    callbackData: s.biz_opaque_callback_data ?? null,
    error: described ? described.slice(0, 300) : null,
  }
}

function incomingEvent(
  m: z.output<typeof messageSchema>,
  phoneNumberId: string,
): IncomingEvent | null {
  const base = {
    phoneNumberId,
    at: m.timestamp,
    id: m.id,
    from: m.from,
    contextId: m.context?.id ?? null,
    mediaId: null,
  }
  if (m.type === 'button' && m.button)
    return { ...base, kind: 'reply', payload: m.button.payload ?? null, text: m.button.text }
  if (m.type === 'interactive' && m.interactive?.button_reply) {
    const reply = m.interactive.button_reply
    return { ...base, kind: 'reply', payload: reply.id, text: reply.title }
  }
  if (m.type === 'text' && m.text)
    return { ...base, kind: 'text', payload: null, text: m.text.body }
  if (m.type === 'audio' && m.audio)
    return { ...base, kind: 'audio', payload: null, text: '', mediaId: m.audio.id }
  return null
}
