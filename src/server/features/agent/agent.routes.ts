import { createRoute, z } from '@hono/zod-openapi'
import {
  agentClientIdSchema,
  agentLinkInputSchema,
  agentMessageSchema,
  agentVoiceQuerySchema,
} from '../../../shared/schemas/agent'
import {
  agentConversationSchema,
  agentExchangeSchema,
  agentLinkCodeSchema,
  agentLinksSchema,
} from '../../../shared/schemas/agent.response'
import {
  audioContent,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
} from '../../lib/router'

const tags = ['Assistente']
const idParam = z.object({ id: z.string() })

/** The voice message's route (a raw audio body: app.ts lets it through, as a voice note's). */
export const AGENT_VOICE_PATH = '/api/agent/voice'

const idempotencyHeader = z.object({
  'idempotency-key': agentClientIdSchema.optional().meta({
    description: 'O id da mensagem no cliente (ou clientId): repetida, responde a mesma troca',
  }),
})

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
  sendAgentVoice: createRoute({
    method: 'post',
    path: '/agent/voice',
    tags,
    summary:
      'Uma mensagem de voz ao assistente (corpo bruto: o áudio gravado, como o de um feedback): transcrita na hora, a transcrição é a mensagem; depois de “áudio pra Ana”, é o áudio do feedback dela, proposto',
    request: {
      query: agentVoiceQuerySchema,
      headers: idempotencyHeader,
      body: { required: true, description: 'O áudio gravado', content: audioContent },
    },
    responses: {
      200: jsonResponse(agentExchangeSchema, 'A mensagem e a resposta (de novo: as mesmas)'),
      409: errorResponse('A transcrição não está configurada (AI_TRANSCRIBE_MODEL)'),
      413: errorResponse('Áudio grande demais, ou a conta chegou a um limite de áudios'),
      415: errorResponse('Formato de áudio não suportado'),
      422: errorResponse('Nada foi ouvido no áudio'),
      429: errorResponse('Mensagens (ou áudios) demais nesta janela'),
      502: errorResponse('O serviço de transcrição não respondeu'),
      507: errorResponse('O servidor está sem espaço para áudios'),
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
