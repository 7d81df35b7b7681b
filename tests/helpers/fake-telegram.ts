import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TelegramSettings } from '../../src/server/lib/telegram'

/**
 * A local server that answers like the Telegram Bot API (POST /bot<token>/<method>), started
 * by the test: the bot is tested against it, never mocked, and no test reaches the network. It
 * records every call; a wrong token answers 401 as Telegram does. The files a test puts in
 * `files` (by file_id) are described by getFile (file_size, file_path 'voice/file_<n>.oga')
 * and served at GET /file/bot<token>/<file_path>, each download recorded in `downloads`.
 */
export interface TelegramCall {
  method: string
  // biome-ignore lint/suspicious/noExplicitAny: the recorded JSON body, read by the tests
  body: any
}

export interface FakeTelegram {
  url: string
  calls: TelegramCall[]
  /** The files getFile knows, by file_id. */
  files: Map<string, Buffer>
  /** The file paths downloaded. */
  downloads: string[]
  settings(overrides?: Partial<TelegramSettings>): TelegramSettings
  close(): Promise<void>
}

export const FAKE_TELEGRAM = {
  token: '7012345678:AAFakeTelegramBotTokenForTests_0123',
  webhookSecret: 'fake-telegram-webhook-secret-0123',
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const fake: FakeTelegram = {
    url: '',
    calls: [],
    files: new Map(),
    downloads: [],
    settings: (overrides = {}) => ({
      apiUrl: fake.url,
      ...FAKE_TELEGRAM,
      timeoutMs: 5_000,
      ...overrides,
    }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  let messageId = 100
  const files = fileRoutes(fake)
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(req.url ?? '')
    if (file && req.method === 'GET') {
      if (file[1] !== FAKE_TELEGRAM.token) return answer(401, { ok: false, error_code: 401 })
      const data = files.download(file[2]!)
      if (!data) return answer(404, { ok: false, error_code: 404, description: 'Not Found' })
      fake.downloads.push(file[2]!)
      return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(data)
    }
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '')
    if (!m || m[1] !== FAKE_TELEGRAM.token)
      return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' })
    let body: unknown = null
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return answer(400, { ok: false, error_code: 400, description: 'Bad Request: no JSON' })
    }
    fake.calls.push({ method: m[2]!, body })
    if (m[2] === 'answerCallbackQuery') return answer(200, { ok: true, result: true })
    if (m[2] === 'getFile') {
      const { status, body: result } = files.getFile((body as { file_id?: string }).file_id ?? '')
      return answer(status, result)
    }
    if (m[2] === 'sendMessage') {
      const chatId = (body as { chat_id: string }).chat_id
      return answer(200, {
        ok: true,
        result: { message_id: ++messageId, chat: { id: Number(chatId), type: 'private' }, date: 0 },
      })
    }
    return answer(404, { ok: false, error_code: 404, description: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** getFile and the download of the files a test put in `files` (a path fixed when first asked). */
function fileRoutes(fake: FakeTelegram) {
  const pathOf = new Map<string, string>()
  return {
    getFile(fileId: string) {
      const data = fake.files.get(fileId)
      if (!data)
        return {
          status: 400,
          body: { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' },
        }
      if (!pathOf.has(fileId)) pathOf.set(fileId, `voice/file_${pathOf.size}.oga`)
      const result = {
        file_id: fileId,
        file_unique_id: `u${fileId.slice(-8)}`,
        file_size: data.length,
        file_path: pathOf.get(fileId),
      }
      return { status: 200, body: { ok: true, result } }
    },
    download(path: string) {
      const fileId = [...pathOf].find(([, p]) => p === path)?.[0]
      return fileId === undefined ? undefined : fake.files.get(fileId)
    },
  }
}
