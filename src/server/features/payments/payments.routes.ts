import { createRoute, z } from '@hono/zod-openapi'
import { paymentCreateSchema, pixSettingsInputSchema } from '../../../shared/schemas/money'
import {
  paymentDtoSchema,
  paymentListSchema,
  pixChargeSchema,
  pixSettingsStatusSchema,
} from '../../../shared/schemas/payments.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const paymentTags = ['Pagamentos']
const pixTags = ['Pix']
const idParam = z.object({ id: z.string() })

/** Payments received for a package (rows; the package's status is derived). */
export const paymentRoutes = {
  listPayments: createRoute({
    method: 'get',
    path: '/packages/{id}/payments',
    tags: paymentTags,
    summary: 'Pagamentos do pacote (mais recente primeiro)',
    request: { params: idParam },
    responses: { 200: jsonResponse(paymentListSchema, 'Pagamentos'), ...errorResponses },
  }),
  createPayment: createRoute({
    method: 'post',
    path: '/packages/{id}/payments',
    tags: paymentTags,
    summary: 'Registra um pagamento (em centavos); nunca acima do saldo devedor',
    request: { params: idParam, body: jsonBody(paymentCreateSchema) },
    responses: {
      201: jsonResponse(paymentDtoSchema, 'O pagamento'),
      409: errorResponse('Valor acima do saldo devedor, ou pacote já pago'),
      ...errorResponses,
    },
  }),
  deletePayment: createRoute({
    method: 'delete',
    path: '/payments/{id}',
    tags: paymentTags,
    summary: 'Remove um pagamento (fica registrado na auditoria de remoções)',
    request: { params: idParam },
    responses: { 204: { description: 'Removido' }, ...errorResponses },
  }),
}

/** The coach's Pix receiver and a package's static Pix charge. */
export const pixRoutes = {
  getPixSettings: createRoute({
    method: 'get',
    path: '/profile/pix',
    tags: pixTags,
    summary: 'Chave Pix, nome e cidade do recebedor (settings null quando não cadastrada)',
    responses: { 200: jsonResponse(pixSettingsStatusSchema, 'Dados Pix'), ...errorResponses },
  }),
  savePixSettings: createRoute({
    method: 'put',
    path: '/profile/pix',
    tags: pixTags,
    summary: 'Cadastra ou troca a chave Pix (validada e normalizada), o nome e a cidade',
    request: { body: jsonBody(pixSettingsInputSchema) },
    responses: { 200: jsonResponse(pixSettingsStatusSchema, 'Dados Pix'), ...errorResponses },
  }),
  deletePixSettings: createRoute({
    method: 'delete',
    path: '/profile/pix',
    tags: pixTags,
    summary: 'Remove a chave Pix do perfil',
    responses: { 204: { description: 'Removida' }, ...errorResponses },
  }),
  packagePixCharge: createRoute({
    method: 'get',
    path: '/packages/{id}/pix',
    tags: pixTags,
    summary:
      'Cobrança Pix (BR Code estático, copia e cola) do saldo do pacote, com a mensagem para o aluno',
    request: { params: idParam },
    responses: {
      200: jsonResponse(pixChargeSchema, 'A cobrança'),
      409: errorResponse(
        'Pacote sem saldo a cobrar, chave Pix não cadastrada, ou moeda do perfil que não é o real',
      ),
      ...errorResponses,
    },
  }),
}
