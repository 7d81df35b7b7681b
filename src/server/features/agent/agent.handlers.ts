import type { Db } from '../../db/client'
import type { AiSettings } from '../../lib/ai-writer'
import { owned, ownerId } from '../../lib/ids'
import type { Logger } from '../../lib/logger'
import { bindRoutes, createRouter } from '../../lib/router'
import { pageLinkKeys } from '../student-page/student-page.service'
import { agentRoutes } from './agent.routes'
import {
  AGENT_RATE_LIMIT,
  type AgentDeps,
  agentConversation,
  decideProposal,
  deleteAgentConversation,
  PROPOSAL_NOT_FOUND,
  talkToAgent,
} from './agent.service'
import { createLinkCode, LINK_NOT_FOUND, listLinks, revokeLink } from './agent-links'

export function agentRouter(
  db: Db,
  opts: {
    appUrl: string
    secret: string
    ai?: AiSettings
    logger: Logger
    agentRateLimit?: AgentDeps['rateLimit']
    /** The messaging channels this server has configured (the profile offers only those). */
    whatsapp?: { displayNumber?: string }
    telegram?: { botUsername?: string }
  },
) {
  const server = {
    channels: { whatsapp: Boolean(opts.whatsapp), telegram: Boolean(opts.telegram) },
    contacts: {
      whatsappNumber: opts.whatsapp?.displayNumber ?? null,
      telegramBot: opts.telegram?.botUsername ?? null,
    },
  }
  const deps: AgentDeps = {
    keys: pageLinkKeys(opts.appUrl, opts.secret),
    ai: opts.ai,
    logger: opts.logger,
    rateLimit: opts.agentRateLimit ?? AGENT_RATE_LIMIT,
  }
  return bindRoutes(createRouter(), agentRoutes, {
    agentConversation: async (c) => c.json(await agentConversation(db, ownerId(c)), 200),
    sendAgentMessage: async (c) => {
      const { text, clientId } = c.req.valid('json')
      const input = { channel: 'app' as const, text, eventId: clientId ?? null }
      return c.json(await talkToAgent(db, deps, c.get('user'), input), 200)
    },
    confirmAgentProposal: async (c) => {
      const { id } = owned(c, PROPOSAL_NOT_FOUND)
      return c.json(await decideProposal(db, deps, c.get('user'), { id, decision: 'confirm' }), 200)
    },
    cancelAgentProposal: async (c) => {
      const { id } = owned(c, PROPOSAL_NOT_FOUND)
      return c.json(await decideProposal(db, deps, c.get('user'), { id, decision: 'cancel' }), 200)
    },
    deleteAgentConversation: async (c) => {
      await deleteAgentConversation(db, ownerId(c))
      return c.body(null, 204)
    },
    createAgentLinkCode: async (c) => {
      const { channel } = c.req.valid('json')
      return c.json(await createLinkCode(db, ownerId(c), channel), 201)
    },
    agentLinks: async (c) => c.json(await listLinks(db, ownerId(c), server), 200),
    revokeAgentLink: async (c) => {
      const { ownerId: owner, id } = owned(c, LINK_NOT_FOUND)
      await revokeLink(db, owner, id)
      return c.body(null, 204)
    },
  })
}
