/**
 * The WhatsApp Business Cloud API (Meta's Graph API), the optional channel of reminders: template
 * messages sent from Quadra's business number. Only what the reminders use — one POST per
 * message — with a timeout, and every failure said to be worth retrying or not.
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 */

/** The channel's settings (WHATSAPP_* in the environment, all or none: env-whatsapp.ts). */
export interface WhatsappSettings {
  /** The Graph API's base, with its version: https://graph.facebook.com/v21.0. */
  graphUrl: string
  /** A system user's access token with whatsapp_business_messaging. */
  token: string
  /** The business number's id (not the number itself). */
  phoneNumberId: string
  /** The app's secret: the webhook's X-Hub-Signature-256 is an HMAC with it. */
  appSecret: string
  /** What the webhook's verification request must carry as hub.verify_token. */
  verifyToken: string
  /** Approved template names: a lesson's (text + Confirmo / Não posso) and any other's (text). */
  templates: { lesson: string; general: string }
  /**
   * The business number's digits with the country code (WHATSAPP_DISPLAY_NUMBER), when given:
   * the profile links to it so a coach sends the agent's link code there.
   */
  displayNumber?: string
  /** How long one send may take (default 10 s). */
  timeoutMs?: number
}

/** The template languages the reminders are approved in, by the student's language. */
export type TemplateLanguage = 'pt_BR' | 'en'

export interface TemplateSend {
  /** The recipient's number: country code and number, digits only. */
  to: string
  template: string
  language: TemplateLanguage
  /** The body's parameters, in order ({{1}}, {{2}}…). */
  params: string[]
  /** One payload per quick-reply button, in the template's button order. */
  buttonPayloads?: string[]
  /** Returned as is in every status of this message (`biz_opaque_callback_data`). */
  callbackData?: string
}

/** A reply button of an interactive message: its id comes back in the webhook. */
export interface ReplyButton {
  id: string
  title: string
}

export interface WhatsappCloud {
  settings: WhatsappSettings
  /** Sends a template message; answers the provider's message id (wamid). */
  sendTemplate(send: TemplateSend): Promise<string>
  /**
   * A free-form text (within the 24 hours after the person wrote), with up to three reply
   * buttons when given (an interactive message); answers the wamid.
   */
  sendText(to: string, text: string, buttons?: ReplyButton[]): Promise<string>
}

/** A send that failed: `permanent` when sending it again cannot succeed. */
export class WhatsappSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'WhatsappSendError'
  }
}

/**
 * Graph error codes that come with a 4xx yet pass with time: throttling (4, 80007, 130429,
 * 131048 spam rate, 131056 pair rate) and the service's own transient faults (1, 2, 131000).
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131048, 131056])

/** Body parameters may hold no line break or tab nor more than 4 spaces in a row; 1024 at most. */
export const PARAM_MAX = 1000

/** A text as a template parameter: its lines joined with spaces, shortened to fit. */
export function templateParam(text: string): string {
  const flat = text
    .split(/[\r\n\t]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/ {2,}/g, ' ')
  const chars = Array.from(flat)
  return chars.length <= PARAM_MAX ? flat : `${chars.slice(0, PARAM_MAX - 1).join('')}…`
}

/** The body Meta documents for a template message. */
export function templateBody(send: TemplateSend) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: send.to,
    type: 'template',
    ...(send.callbackData ? { biz_opaque_callback_data: send.callbackData } : {}),
    template: {
      name: send.template,
      language: { code: send.language },
      components: [
        {
          type: 'body',
          parameters: send.params.map((text) => ({ type: 'text', text: templateParam(text) })),
        },
        ...(send.buttonPayloads ?? []).map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  }
}

/** A text message's body limit, and an interactive message's (its buttons' text). */
const TEXT_MAX = 4096
const INTERACTIVE_MAX = 1024
const BUTTON_TITLE_MAX = 20

const cut = (text: string, max: number) => {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/** The body Meta documents for a text, or an interactive message with reply buttons. */
export function textBody(to: string, text: string, buttons: ReplyButton[] = []) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to }
  if (!buttons.length) return { ...base, type: 'text', text: { body: cut(text, TEXT_MAX) } }
  return {
    ...base,
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: cut(text, INTERACTIVE_MAX) },
      action: {
        buttons: buttons.slice(0, 3).map((b) => ({
          type: 'reply',
          reply: { id: b.id, title: cut(b.title, BUTTON_TITLE_MAX) },
        })),
      },
    },
  }
}

export function createWhatsappCloud(settings: WhatsappSettings): WhatsappCloud {
  const url = `${settings.graphUrl.replace(/\/+$/, '')}/${settings.phoneNumberId}/messages`
  const post = async (payload: unknown): Promise<string> => {
    let res: Response
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      })
    } catch (err) {
      const cause = err as Error
      const what = cause.name === 'TimeoutError' ? 'timed out' : cause.message
      throw new WhatsappSendError(`Graph API: ${what}`, false)
    }
    const body = (await res.json().catch(() => null)) as GraphAnswer | null
    if (res.ok) {
      const id = body?.messages?.[0]?.id
      if (typeof id === 'string' && id) return id
      throw new WhatsappSendError('Graph API: an answer without a message id', false)
    }
    throw graphError(res.status, body)
  }
  return {
    settings,
    sendTemplate: (send) => post(templateBody(send)),
    sendText: (to, text, buttons) => post(textBody(to, text, buttons)),
  }
}

interface GraphAnswer {
  messages?: { id?: unknown }[]
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } }
}

/** A refused send: 5xx, 408, 429 and throttling codes are retried; any other 4xx is final. */
function graphError(status: number, body: GraphAnswer | null): WhatsappSendError {
  const code = typeof body?.error?.code === 'number' ? body.error.code : null
  const details = body?.error?.error_data?.details
  const message = [body?.error?.message, details].filter((p) => typeof p === 'string').join(': ')
  const text = `Graph API ${status}${code !== null ? ` (#${code})` : ''}${message ? ` ${message}` : ''}`
  const transient =
    status >= 500 ||
    status === 408 ||
    status === 429 ||
    (code !== null && TRANSIENT_CODES.has(code))
  return new WhatsappSendError(text.slice(0, 300), !transient)
}
