import { createRoute, z } from '@hono/zod-openapi'
import type { Hono } from 'hono'
import {
  sharedItemListSchema,
  sharedItemSchema,
  studentPageLinkSchema,
} from '../../../shared/api-types'
import { shareCreateSchema } from '../../../shared/schemas/progress'
import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { clientIp } from '../../lib/client-ip'
import type { AppEnv } from '../../lib/context'
import { requireId } from '../../lib/ids'
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/router'
import type { MediaStorage } from '../../lib/storage/storage'
import { sendAudio } from '../voice-notes/send-audio'
import {
  NOT_FOUND_PAGE,
  renderStudentPage,
  STUDENT_PAGE_CSP,
  TOO_MANY_PAGE,
} from './student-page.html'
import { STUDENT_PAGE_RATE_LIMIT, sharedVoiceNoteFor, studentPageFor } from './student-page.public'
import {
  createPageLink,
  createShare,
  deleteShare,
  getPageLink,
  listShares,
  pageLinkKeys,
  revokePageLink,
  SHARE_NOT_FOUND,
} from './student-page.service'

const tags = ['Página do aluno']
const idParam = z.object({ id: z.string() })

/** The coach's side: the page's link and the shared texts of one student. */
export function studentPageRoutes(db: Db, { appUrl, secret }: { appUrl: string; secret: string }) {
  const keys = pageLinkKeys(appUrl, secret)
  const router = createRouter()
  const ids = (ownerId: string, id: string) => ({
    ownerId,
    studentId: requireId(id, STUDENT_NOT_FOUND),
  })

  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/page-link',
      tags,
      summary: 'O link da página do aluno (/a/<token>), se existir',
      request: { params: idParam },
      responses: { 200: jsonResponse(studentPageLinkSchema, 'O link'), ...errorResponses },
    }),
    async (c) =>
      c.json(await getPageLink(db, ids(c.get('user').id, c.req.valid('param').id), keys), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/students/{id}/page-link',
      tags,
      summary:
        'Cria (ou gera de novo) o link da página do aluno; o link anterior deixa de funcionar na hora',
      request: { params: idParam },
      responses: { 201: jsonResponse(studentPageLinkSchema, 'O novo link'), ...errorResponses },
    }),
    async (c) =>
      c.json(await createPageLink(db, ids(c.get('user').id, c.req.valid('param').id), keys), 201),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/students/{id}/page-link',
      tags,
      summary: 'Desativa o link da página do aluno (ela passa a responder 404)',
      request: { params: idParam },
      responses: { 204: { description: 'Desativado' }, ...errorResponses },
    }),
    async (c) => {
      await revokePageLink(db, ids(c.get('user').id, c.req.valid('param').id))
      return c.body(null, 204)
    },
  )

  router.openapi(
    createRoute({
      method: 'get',
      path: '/students/{id}/shares',
      tags,
      summary: 'O que o treinador compartilhou na página do aluno, do mais recente ao mais antigo',
      request: { params: idParam },
      responses: {
        200: jsonResponse(sharedItemListSchema, 'Os textos compartilhados'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listShares(db, ids(c.get('user').id, c.req.valid('param').id)), 200),
  )
  router.openapi(
    createRoute({
      method: 'post',
      path: '/students/{id}/shares',
      tags,
      summary:
        'Compartilha um relatório ou uma mensagem na página do aluno (guardado exatamente como enviado)',
      request: { params: idParam, body: jsonBody(shareCreateSchema) },
      responses: {
        201: jsonResponse(sharedItemSchema, 'O texto compartilhado'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await createShare(db, ids(c.get('user').id, c.req.valid('param').id), c.req.valid('json')),
        201,
      ),
  )
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/students/{id}/shares/{shareId}',
      tags,
      summary: 'Tira um texto da página do aluno',
      request: { params: z.object({ id: z.string(), shareId: z.string() }) },
      responses: { 204: { description: 'Removido' }, ...errorResponses },
    }),
    async (c) => {
      const { id, shareId } = c.req.valid('param')
      await deleteShare(db, {
        ...ids(c.get('user').id, id),
        shareId: requireId(shareId, SHARE_NOT_FOUND),
      })
      return c.body(null, 204)
    },
  )
  return router
}

/** Headers of every answer of the public page: private, never stored, never indexed. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'content-security-policy': STUDENT_PAGE_CSP,
}

/**
 * The public page `GET /a/<token>` (no session: the token is the key), mounted before the web
 * app's fallback. Any path under /a/ is a token: what is not one (empty, too long, other
 * characters, a further '/') is looked up the same way and answers the same 404 page.
 */
export function mountStudentPage(
  app: Hono<AppEnv>,
  db: Db,
  trustProxy: number | boolean,
  limit = STUDENT_PAGE_RATE_LIMIT,
  storage?: MediaStorage,
) {
  // a voice note the coach shared (issue 14), played by the page's <audio> (range requests)
  app.get('/a/:token/notes/:id', async (c) => {
    const note = storage
      ? await sharedVoiceNoteFor(db, {
          token: c.req.param('token'),
          id: c.req.param('id'),
          rateKey: `student-page-audio:${clientIp(c, trustProxy)}`,
          limit,
        })
      : null
    if (note === 'too_many') {
      return c.body(TOO_MANY_PAGE, 429, {
        ...PAGE_HEADERS,
        'retry-after': String(limit.windowSeconds),
      })
    }
    if (!note || !storage) return c.body(NOT_FOUND_PAGE, 404, PAGE_HEADERS)
    const res = await sendAudio(c, { storage }, note)
    res.headers.set('referrer-policy', 'no-referrer')
    res.headers.set('x-robots-tag', 'noindex')
    return res
  })
  app.get('/a/*', async (c) => {
    const token = c.req.path.slice('/a/'.length)
    const result = await studentPageFor(db, {
      token,
      rateKey: `student-page:${clientIp(c, trustProxy)}`,
      limit,
    })
    if (result.status === 'too_many') {
      return c.body(TOO_MANY_PAGE, 429, {
        ...PAGE_HEADERS,
        'retry-after': String(limit.windowSeconds),
      })
    }
    if (result.status === 'not_found') return c.body(NOT_FOUND_PAGE, 404, PAGE_HEADERS)
    return c.body(renderStudentPage(result.page), 200, PAGE_HEADERS)
  })
}
