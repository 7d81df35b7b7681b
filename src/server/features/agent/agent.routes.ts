import { createRoute, z } from '@hono/zod-openapi'
import { agentLinkInputSchema, agentMessageSchema } from '../../../shared/schemas/agent'
import {
  agentConversationSchema,
  agentExchangeSchema,
  agentLinkCodeSchema,
  agentLinksSchema,
} from '../../../shared/schemas/agent.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Assistente']
const idParam = z.object({ id: z.string() })

export const agentRoutes = {
  agentConversation: createRoute({
    method: 'get',
    path: '/agent/messages',
    tags,
    summary: 'A conversa com o assistente (as mensagens mais recentes, de todos os canais)',
    responses: { 200: jsonResponse(agentConversationSchema, 'A conversa'), ...errorResponses },
  }),
  sendAgentMessage: createRoute({
    method: 'post',
    path: '/agent/messages',
    tags,
    summary:
      'Uma mensagem ao assistente: perguntas respondem na hora; o que escreve vira uma proposta a confirmar',
    request: { body: jsonBody(agentMessageSchema) },
    responses: {
      200: jsonResponse(agentExchangeSchema, 'A mensagem e a resposta (de novo: as mesmas)'),
      429: errorResponse('Mensagens demais em um minuto'),
      ...errorResponses,
    },
  }),
  confirmAgentProposal: createRoute({
    method: 'post',
    path: '/agent/proposals/{id}/confirm',
    tags,
    summary: 'Confirmar: escreve a proposta (uma vez só; de novo: a mesma resposta)',
    request: { params: idParam },
    responses: { 200: jsonResponse(agentExchangeSchema, 'A resposta'), ...errorResponses },
  }),
  cancelAgentProposal: createRoute({
    method: 'post',
    path: '/agent/proposals/{id}/cancel',
    tags,
    summary: 'Cancelar (ou Corrigir): a proposta não é escrita',
    request: { params: idParam },
    responses: { 200: jsonResponse(agentExchangeSchema, 'A resposta'), ...errorResponses },
  }),
  deleteAgentConversation: createRoute({
    method: 'delete',
    path: '/agent/messages',
    tags,
    summary: 'Apaga a conversa com o assistente (e as propostas)',
    responses: { 204: { description: 'Apagada' }, ...errorResponses },
  }),
  createAgentLinkCode: createRoute({
    method: 'post',
    path: '/agent/links',
    tags,
    summary:
      'Um código (15 minutos) para conectar o WhatsApp ou o Telegram: enviado de lá, conecta a conta',
    request: { body: jsonBody(agentLinkInputSchema) },
    responses: {
      201: jsonResponse(agentLinkCodeSchema, 'O código'),
      429: errorResponse('Códigos demais em uma hora'),
      ...errorResponses,
    },
  }),
  agentLinks: createRoute({
    method: 'get',
    path: '/agent/links',
    tags,
    summary: 'As contas conectadas ao assistente, e os canais que o servidor oferece',
    responses: { 200: jsonResponse(agentLinksSchema, 'As contas'), ...errorResponses },
  }),
  revokeAgentLink: createRoute({
    method: 'delete',
    path: '/agent/links/{id}',
    tags,
    summary: 'Desconecta a conta na hora',
    request: { params: idParam },
    responses: { 204: { description: 'Desconectada' }, ...errorResponses },
  }),
}
