import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WhatsappSettings } from '../../src/server/lib/whatsapp-cloud'

/**
 * A local server that answers like Meta's Graph API for the WhatsApp Cloud API's sends
 * (POST /v21.0/<phone-number-id>/messages with a bearer token), started by the test — the
 * channel is tested against it, never mocked, and no test reaches the network. It records every
 * request; `answers` queues what the next sends get ('ok' once it is empty):
 * - 'ok': 200 with a new wamid, as Meta answers an accepted template message;
 * - '500': Meta's transient error (retried);
 * - '400': a template that does not exist (#132001: permanent);
 * - 'hang': never answers (the send must time out).
 * It also serves media as Meta does: GET /v21.0/<media-id> answers the file's URL on this
 * server, and that URL the bytes put in `media` (both with the bearer token).
 */
export type GraphAnswer = 'ok' | '500' | '400' | 'hang'

export interface GraphRequest {
  method: string
  path: string
  authorization: string | undefined
  // biome-ignore lint/suspicious/noExplicitAny: the recorded JSON body, read by the tests
  body: any
}

export interface FakeGraph {
  url: string
  answers: GraphAnswer[]
  requests: GraphRequest[]
  /** The wamids answered, in order. */
  wamids: string[]
  /** Media files by id (a coach's voice message), served like Meta's media URLs. */
  media: Map<string, { data: Buffer; mimeType: string }>
  /** The bodies of the messages sent (texts, interactive messages, templates), in order. */
  // biome-ignore lint/suspicious/noExplicitAny: the recorded JSON bodies, read by the tests
  sent(): any[]
  /** Settings pointing at this server (createTestContext({ whatsapp }), createWhatsappCloud). */
  settings(overrides?: Partial<WhatsappSettings>): WhatsappSettings
  close(): Promise<void>
}

export const FAKE_GRAPH = {
  token: 'fake-graph-token',
  phoneNumberId: '106540352242922',
  appSecret: 'fake-app-secret-0123456789',
  verifyToken: 'fake-verify-token',
  templates: { lesson: 'quadra_lembrete_aula', general: 'quadra_lembrete' },
}

let sequence = 0

export async function startFakeGraph(): Promise<FakeGraph> {
  const hanging: ServerResponse[] = []
  const fake: FakeGraph = {
    url: '',
    answers: [],
    requests: [],
    wamids: [],
    media: new Map(),
    sent: () =>
      fake.requests
        .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
        .map((r) => r.body),
    settings: (overrides = {}) => ({
      graphUrl: fake.url,
      ...FAKE_GRAPH,
      // generous: a test worker beside other suites on two cores may take a second
      timeoutMs: 5_000,
      ...overrides,
    }),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const answer = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: unknown = null
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      // recorded as null
    }
    const path = req.url ?? ''
    fake.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body,
    })
    if (req.method === 'GET') return serveMedia(fake, req, res, answer)
    if (req.method !== 'POST' || path !== `/v21.0/${FAKE_GRAPH.phoneNumberId}/messages`) {
      return answer(res, 400, graphError('Unsupported post request.', 100))
    }
    if (req.headers.authorization !== `Bearer ${FAKE_GRAPH.token}`) {
      return answer(res, 401, graphError('Invalid OAuth access token.', 190))
    }
    switch (fake.answers.shift() ?? 'ok') {
      case 'hang':
        hanging.push(res)
        return
      case '500':
        return answer(res, 500, graphError('An unknown error has occurred.', 1))
      case '400':
        return answer(
          res,
          400,
          graphError('(#132001) Template name does not exist in the translation', 132001),
        )
      default: {
        sequence += 1
        const wamid = `wamid.HBgNNTUxMTk4NzY1NDMyMRUCABEYEjQ${String(sequence).padStart(6, '0')}AA`
        fake.wamids.push(wamid)
        const to = (body as { to?: string } | null)?.to ?? ''
        return answer(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: wamid, message_status: 'accepted' }],
        })
      }
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`
  return fake
}

function graphError(message: string, code: number) {
  return {
    error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEfGhIjKlMnOp' },
  }
}

/** GET /v21.0/<media-id> (the file's URL and type) and GET /media/<id> (its bytes). */
function serveMedia(
  fake: FakeGraph,
  req: IncomingMessage,
  res: ServerResponse,
  answer: (res: ServerResponse, status: number, body: unknown) => void,
) {
  if (req.headers.authorization !== `Bearer ${FAKE_GRAPH.token}`) {
    return answer(res, 401, graphError('Invalid OAuth access token.', 190))
  }
  const info = /^\/v21\.0\/(\d+)$/.exec(req.url ?? '')
  const file = /^\/media\/(\d+)$/.exec(req.url ?? '')
  const media = fake.media.get(info?.[1] ?? file?.[1] ?? '')
  if (!media) return answer(res, 404, graphError('Unsupported get request.', 100))
  if (file) {
    res.writeHead(200, { 'content-type': media.mimeType }).end(media.data)
    return
  }
  return answer(res, 200, {
    messaging_product: 'whatsapp',
    url: `${fake.url.replace(/\/v21\.0$/, '')}/media/${info![1]}`,
    mime_type: media.mimeType,
    sha256: 'Wm9l0n0mZ4q0kYh1gGQh3mC9m6dZ3vQbX0f0yT1oQ2s=',
    file_size: media.data.length,
    id: info![1],
  })
}
