import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import type { Db } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { lightBodyLimit, payloadTooLarge } from '../../lib/http-cost'
import type { Logger } from '../../lib/logger'
import type { WhatsappSettings } from '../../lib/whatsapp-cloud'
import { type IncomingEvent, validSignature, webhookEvents } from '../../lib/whatsapp-webhook'
import { type CoachWhatsappDeps, coachMessage, handleCoachEvent } from '../agent/agent-whatsapp'
import { applyWhatsappEvent } from './whatsapp-replies'

/** Where Meta delivers the WhatsApp Cloud API's webhook (configured in the Meta app). */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp'

/** Meta's deliveries are small; a batch of updates stays far below this. */
const MAX_BODY = 1024 * 1024

const sameSecret = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The WhatsApp Cloud API's webhook (public: Meta's signature is the key), mounted only when
 * the channel is configured. GET answers Meta's verification with `hub.challenge` when
 * `hub.verify_token` is ours (else 403). POST takes a delivery signed with the app secret
 * (X-Hub-Signature-256 over the raw body; else 401 and one log line) and answers 200 once its
 * events are applied — each once, whatever Meta delivers twice. An event about another business
 * number, an unknown message or a number that is not its student's is left out with one log
 * line. Only an unexpected failure answers 500: Meta delivers again, and what was applied is
 * skipped then. A message from a number linked to a coach is the agent's (agent-whatsapp.ts):
 * recorded in its inbox and answered after the 200, so Meta never waits on the agent or the send.
 */
export function mountWhatsappWebhook(
  app: Hono<AppEnv>,
  db: Db,
  {
    settings,
    logger,
    coach,
  }: { settings: WhatsappSettings; logger: Logger; coach?: Omit<CoachWhatsappDeps, 'db'> },
) {
  const coachDeps = coach ? { ...coach, db } : null
  if (coachDeps)
    coachDeps.inbox.register('whatsapp', (e) =>
      handleCoachEvent(coachDeps, e as unknown as IncomingEvent),
    )
  app.get(WHATSAPP_WEBHOOK_PATH, (c) => {
    const mode = c.req.query('hub.mode')
    const token = c.req.query('hub.verify_token') ?? ''
    const challenge = c.req.query('hub.challenge') ?? ''
    const valid =
      mode === 'subscribe' &&
      sameSecret(token, settings.verifyToken) &&
      /^[A-Za-z0-9_-]{1,256}$/.test(challenge)
    if (!valid) {
      logger.warn('whatsapp webhook verification refused', { requestId: c.get('requestId') })
      return c.text('Forbidden', 403)
    }
    return c.text(challenge, 200)
  })
  app.post(
    WHATSAPP_WEBHOOK_PATH,
    lightBodyLimit({ maxSize: MAX_BODY, onError: payloadTooLarge }),
    async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer())
      const requestId = c.get('requestId')
      if (!validSignature(raw, c.req.header('x-hub-signature-256'), settings.appSecret)) {
        logger.warn('whatsapp webhook refused: bad signature', { requestId })
        return c.text('Unauthorized', 401)
      }
      let body: unknown
      try {
        body = JSON.parse(new TextDecoder().decode(raw))
      } catch {
        logger.warn('whatsapp webhook: a signed body that is not JSON', { requestId })
        return c.json({ received: 0 }, 200)
      }
      const events = webhookEvents(body)
      let forAgent = false
      for (const event of events) {
        const where = { requestId, kind: event.kind, id: event.id }
        if (event.phoneNumberId !== settings.phoneNumberId) {
          logger.warn('whatsapp webhook event ignored: another business number', where)
          continue
        }
        if (coachDeps && event.kind !== 'status' && (await coachMessage(coachDeps, event))) {
          forAgent = true
          continue
        }
        const outcome = await applyWhatsappEvent(db, event)
        if (!outcome.applied) {
          const level = outcome.reason === 'unknown number' ? 'warn' : 'info'
          logger[level](`whatsapp webhook event ignored: ${outcome.reason}`, where)
        } else if (outcome.refused.length) {
          logger.info('whatsapp reply refused by the lesson rules', {
            ...where,
            refused: outcome.refused,
          })
        }
      }
      // the agent works from its inbox, after this answer
      if (forAgent) coachDeps?.inbox.kick()
      return c.json({ received: events.length }, 200)
    },
  )
}
