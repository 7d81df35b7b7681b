import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { AGENT_CHANNELS, AGENT_PROPOSAL_STATUSES } from '../../../shared/constants'
import { id, owner, sqlList } from './columns'

/**
 * A write the agent understood and proposed (decision 0025): exactly what will be written
 * (`intent`, resolved to the coach's ids), waiting for Confirmar. Confirming flips `status` from
 * 'pending' in the same transaction as the write, so a second tap or a redelivered message
 * finds it closed and answers the first reply (`reply`). `result` holds what the write made
 * (the ids 'desfaz' needs); `undone_at` marks a write undone.
 */
export const agentProposals = pgTable(
  'agent_proposals',
  {
    id: id(),
    userId: owner(),
    channel: text('channel', { enum: AGENT_CHANNELS }).notNull(),
    intent: jsonb('intent').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: AGENT_PROPOSAL_STATUSES }).notNull().default('pending'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** The agent's answer once decided, given again to a repeated confirmation. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_proposals_user_idx').on(t.userId, t.createdAt),
    check(
      'agent_proposals_status_check',
      sql.raw(`status IN (${sqlList(AGENT_PROPOSAL_STATUSES)})`),
    ),
    check('agent_proposals_channel_check', sql.raw(`channel IN (${sqlList(AGENT_CHANNELS)})`)),
  ],
)

/**
 * The conversation, both sides, on every channel (kept AGENT_LIMITS.historyDays; in the data
 * export; the coach can delete it). A coach's message carries the id of the event that brought
 * it (the app's client id, WhatsApp's message id, Telegram's update id): unique per coach and
 * channel, so a redelivered message is answered with the reply already given (`reply_to`).
 * `pending` is the question the agent asked back (the message it asked about and why), read by
 * the coach's next message.
 */
export const agentMessages = pgTable(
  'agent_messages',
  {
    id: id(),
    userId: owner(),
    channel: text('channel', { enum: AGENT_CHANNELS }).notNull(),
    role: text('role', { enum: ['coach', 'agent'] }).notNull(),
    text: text('text').notNull(),
    eventId: text('event_id'),
    replyTo: uuid('reply_to'),
    proposalId: uuid('proposal_id').references(() => agentProposals.id, { onDelete: 'set null' }),
    /** A link to the screen of what the reply is about ('/app/students/…'). */
    link: text('link'),
    /** Quick answers offered with the reply (the candidates of an ambiguous name). */
    options: jsonb('options').$type<string[]>(),
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_messages_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('agent_messages_event_idx')
      .on(t.userId, t.channel, t.eventId)
      .where(sql`event_id IS NOT NULL`),
    check('agent_messages_role_check', sql.raw(`role IN ('coach', 'agent')`)),
    check('agent_messages_channel_check', sql.raw(`channel IN (${sqlList(AGENT_CHANNELS)})`)),
  ],
)

/**
 * A messaging account linked to a coach: a WhatsApp number or a Telegram chat. Only a linked,
 * unrevoked account acts, and only on its coach's data; one account links one coach.
 * Linking is a one-time code made in the profile (`code_hash`, until `code_expires_at`) that
 * the coach sends from the account.
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: id(),
    userId: owner(),
    channel: text('channel', { enum: ['whatsapp', 'telegram'] }).notNull(),
    /** The phone's digits (WhatsApp's wa_id) or the Telegram chat id; null until linked. */
    externalId: text('external_id'),
    /** What the coach sees: the number, or the Telegram name. */
    label: text('label'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_links_user_idx').on(t.userId),
    uniqueIndex('agent_links_external_idx')
      .on(t.channel, t.externalId)
      .where(sql`external_id IS NOT NULL AND revoked_at IS NULL`),
    uniqueIndex('agent_links_code_idx').on(t.codeHash).where(sql`code_hash IS NOT NULL`),
    check('agent_links_channel_check', sql.raw(`channel IN ('whatsapp', 'telegram')`)),
  ],
)

/**
 * What the messaging channels brought for the agent, kept until it is answered: the webhook
 * inserts the message (its provider id unique: a redelivery is dropped here) and answers at
 * once; the agent's work and the reply happen after, claimed with SKIP LOCKED and a lease, so a
 * server that dies in between leaves the message to another instance or its own restart, and a
 * failed send is retried with back-off.
 */
export const agentInbox = pgTable(
  'agent_inbox',
  {
    id: id(),
    channel: text('channel', { enum: ['whatsapp', 'telegram'] }).notNull(),
    eventId: text('event_id').notNull(),
    /** The message as the webhook read it (sender, text, media id, button). */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_inbox_event_idx').on(t.channel, t.eventId),
    index('agent_inbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    check('agent_inbox_status_check', sql.raw(`status IN ('pending', 'done', 'failed')`)),
  ],
)
