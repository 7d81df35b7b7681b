import { createRoute, z } from '@hono/zod-openapi'
import { consentSchema, reminderSettingsSchema } from '../../../shared/schemas/reminders'
import {
  reminderMessageSchema,
  reminderOutboxSchema,
  reminderSettingsResponseSchema,
  studentRemindersSchema,
} from '../../../shared/schemas/reminders.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Lembretes']
const idParam = z.object({ id: z.string() })

export const reminderRoutes = {
  getReminderSettings: createRoute({
    method: 'get',
    path: '/reminders/settings',
    tags,
    summary: 'Quais lembretes vão para os alunos, e quando o da aula vai',
    responses: {
      200: jsonResponse(reminderSettingsResponseSchema, 'As escolhas do professor'),
      ...errorResponses,
    },
  }),
  saveReminderSettings: createRoute({
    method: 'put',
    path: '/reminders/settings',
    tags,
    summary: 'Liga ou desliga cada lembrete (nada vai para quem não consentiu)',
    request: { body: jsonBody(reminderSettingsSchema) },
    responses: {
      200: jsonResponse(reminderSettingsResponseSchema, 'As escolhas salvas'),
      ...errorResponses,
    },
  }),
  reminderOutbox: createRoute({
    method: 'get',
    path: '/reminders/outbox',
    tags,
    summary:
      "'Para enviar': as mensagens de WhatsApp prontas para um toque, os e-mails que falharam e o que foi hoje",
    responses: { 200: jsonResponse(reminderOutboxSchema, 'As mensagens'), ...errorResponses },
  }),
  markMessageSent: createRoute({
    method: 'post',
    path: '/reminders/messages/{id}/sent',
    tags,
    summary: 'O professor abriu a mensagem no WhatsApp: marcada como enviada (de novo: a mesma)',
    request: { params: idParam },
    responses: {
      200: jsonResponse(reminderMessageSchema, 'A mensagem enviada'),
      409: errorResponse('Cancelada, ou um e-mail (o envio é do servidor)'),
      ...errorResponses,
    },
  }),
  studentReminders: createRoute({
    method: 'get',
    path: '/students/{id}/reminders',
    tags,
    summary: 'Os consentimentos do aluno e o histórico do que foi enviado a ele',
    request: { params: idParam },
    responses: {
      200: jsonResponse(studentRemindersSchema, 'Consentimentos e mensagens'),
      ...errorResponses,
    },
  }),
  recordConsent: createRoute({
    method: 'put',
    path: '/students/{id}/consents',
    tags,
    summary: 'Registra, com data, que o aluno aceitou (ou não quer mais) lembretes em um canal',
    request: { params: idParam, body: jsonBody(consentSchema) },
    responses: {
      200: jsonResponse(studentRemindersSchema, 'Consentimentos e mensagens'),
      ...errorResponses,
    },
  }),
}
