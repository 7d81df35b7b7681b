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
