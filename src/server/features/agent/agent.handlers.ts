import type { Db } from '../../db/client'
import { owned, ownerId } from '../../lib/ids'
import { nodeBody } from '../../lib/node-body'
import { bindRoutes, createRouter } from '../../lib/router'
import { readAudio } from '../voice-notes/voice-notes.service'
import { agentRoutes } from './agent.routes'
import {
  type AgentDeps,
  agentConversation,
  decideProposal,
  deleteAgentConversation,
  PROPOSAL_NOT_FOUND,
  talkToAgent,
} from './agent.service'
import { createLinkCode, LINK_NOT_FOUND, listLinks, revokeLink } from './agent-links'
import { voiceToAgent } from './agent-voice'

export function agentRouter(
  db: Db,
  opts: {
    /** The agent's dependencies, the same as the messaging channels'. */
    agent: AgentDeps
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
  const deps = opts.agent
  return bindRoutes(createRouter(), agentRoutes, {
    agentConversation: async (c) => c.json(await agentConversation(db, deps, ownerId(c)), 200),
    sendAgentMessage: async (c) => {
      const { text, clientId } = c.req.valid('json')
      const input = { channel: 'app' as const, text, eventId: clientId ?? null }
      return c.json(await talkToAgent(db, deps, c.get('user'), input), 200)
    },
    sendAgentVoice: async (c) => {
      const { durationMs, clientId } = c.req.valid('query')
      const body = {
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        body: nodeBody(c.env) ?? c.req.raw.body,
      }
      const input = {
        channel: 'app' as const,
        eventId: c.req.valid('header')['idempotency-key'] ?? clientId ?? null,
        durationMs,
        audio: () => readAudio(body),
      }
      try {
        return c.json(await voiceToAgent(db, deps, c.get('user'), input), 200)
      } catch (err) {
        // refused before the body was read to its end (as a voice note's upload): the
        // connection cannot carry another request
        c.header('connection', 'close')
        throw err
      }
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
