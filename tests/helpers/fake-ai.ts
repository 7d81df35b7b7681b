import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AiSettings } from '../../src/server/lib/ai-writer'

/**
 * A local server that speaks the OpenAI chat-completions protocol (POST /chat/completions with
 * a bearer key), started by the test — the AI writer is tested against it, never mocked. It
 * also answers POST /audio/transcriptions (multipart: model, file, language), with
 * `transcript` as the text (the transcription worker).
 * Modes: 'ok' answers `reply`; '500' fails; 'hang' never answers (the writer must time out);
 * 'malformed' answers 200 with a body that is not a completion. `mode` and `reply` can be
 * changed between requests; `chatMode` sets the chat completions apart (a provider that
 * transcribes while its model fails: the agent's parser answers).
 * Tool calling (the agent's understanding): in mode 'ok' a chat completion answers tool calls
 * instead of `reply` when `toolCalls` holds a list (each request takes the next one) or, once
 * it is empty, when `onToolCall` returns some for the request.
 */
export type FakeAiMode = 'ok' | '500' | 'hang' | 'malformed'

/** One function call of the model: `arguments` as an object (sent as its JSON) or a raw string. */
export interface FakeToolCall {
  name: string
  arguments: Record<string, unknown> | string
}

export interface FakeAiRequest {
  path: string
  authorization: string | undefined
  body: {
    model?: string
    messages?: { role: string; content: string }[]
    tools?: {
      type: string
      function: { name: string; description?: string; parameters?: unknown }
    }[]
    tool_choice?: unknown
    /** /audio/transcriptions: the multipart form's file. */
    file?: { name: string; type: string; size: number; bytes: Buffer }
    [key: string]: unknown
  }
}

export interface FakeAi {
  url: string
  mode: FakeAiMode
  /** The chat completions' own mode when set (the transcriptions keep `mode`). */
  chatMode?: FakeAiMode
  reply: string
  /** What /audio/transcriptions answers (mode 'ok'). */
  transcript: string
  requests: FakeAiRequest[]
  /** Tool-call answers, one list per chat completion, taken in order. */
  toolCalls: FakeToolCall[][]
  /** Tool calls for a request when the queue is empty (undefined: answer `reply`). */
  onToolCall?: (request: FakeAiRequest) => FakeToolCall[] | undefined
  /** Settings for createTestContext({ ai }) / createAiWriter. */
  settings(overrides?: Partial<AiSettings>): AiSettings
  close(): Promise<void>
}

const FAKE_AI_KEY = 'fake-ai-key'

export async function startFakeAi(
  options: { mode?: FakeAiMode; chatMode?: FakeAiMode; reply?: string; transcript?: string } = {},
): Promise<FakeAi> {
  const hanging: ServerResponse[] = []
  const fake: FakeAi = {
    url: '',
    mode: options.mode ?? 'ok',
    chatMode: options.chatMode,
    reply: options.reply ?? 'Texto da IA.',
    transcript: options.transcript ?? 'Bom trabalho no saque, mantenha o cotovelo alto.',
    requests: [],
    toolCalls: [],
    settings: (overrides = {}) => ({
      baseUrl: fake.url,
      apiKey: FAKE_AI_KEY,
      model: 'fake-model',
      // generous: the fake answers at once, but a test worker beside other suites on two cores
      // can take a second to get to it; a test about a hang sets its own short timeout
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
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: FakeAiRequest['body'] = {}
    const raw = Buffer.concat(chunks)
    const transcription = req.url === '/v1/audio/transcriptions'
    try {
      if (transcription) body = await multipartFields(raw, req.headers['content-type'])
      else body = JSON.parse(raw.toString('utf8'))
    } catch {
      // recorded as an empty body
    }
    const request = { path: req.url ?? '', authorization: req.headers.authorization, body }
    fake.requests.push(request)
    if (req.method !== 'POST' || (req.url !== '/v1/chat/completions' && !transcription)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    if (req.headers.authorization !== `Bearer ${FAKE_AI_KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}')
      return
    }
    switch (transcription ? fake.mode : (fake.chatMode ?? fake.mode)) {
      case 'hang':
        hanging.push(res)
        return
      case '500':
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end('{"error":{"message":"internal error"}}')
        return
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"id":"x","choices":[{"delta":{}}]}')
        return
      default:
        if (transcription) {
          if (!body.file || !body.model) {
            res.writeHead(400, { 'content-type': 'application/json' })
            res.end('{"error":{"message":"file and model are required"}}')
            return
          }
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ text: fake.transcript }))
          return
        }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify(
            completion(
              body.model,
              fake.toolCalls.shift() ?? fake.onToolCall?.(request),
              fake.reply,
            ),
          ),
        )
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  return fake
}

/** A chat completion in OpenAI's format: the tool calls when there are some, else the text. */
function completion(model: unknown, calls: FakeToolCall[] | undefined, reply: string) {
  const message = calls
    ? {
        role: 'assistant',
        content: null,
        tool_calls: calls.map((call, i) => ({
          id: `call_fake_${i}`,
          type: 'function',
          function: {
            name: call.name,
            arguments:
              typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
          },
        })),
      }
    : { role: 'assistant', content: reply }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message, finish_reason: calls ? 'tool_calls' : 'stop' }],
  }
}

/** A multipart/form-data body's fields (strings) and its file, parsed by the platform's Request. */
async function multipartFields(
  raw: Buffer,
  contentType: string | undefined,
): Promise<FakeAiRequest['body']> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType ?? '' },
    body: new Uint8Array(raw),
  }).formData()
  const body: FakeAiRequest['body'] = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') body[name] = value
    else {
      const bytes = Buffer.from(await value.arrayBuffer())
      body.file = { name: value.name, type: value.type, size: bytes.length, bytes }
    }
  }
  return body
}
