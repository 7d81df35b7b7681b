import type { ApiResponse } from '../../src/shared/api-route-types'
import { ok, TEST_APP_URL, type TestClient, type TestContext, type TypedResponse } from './test-app'
import { typed } from './typed-api'

/**
 * Voice note uploads for API tests: small files whose first bytes are each
 * container's magic (WebM/EBML, Ogg, MP4 'ftyp'), sent as the raw body the recorder sends.
 */
export function audioBytes(kind: 'webm' | 'ogg' | 'mp4' | 'wav', size = 2048): Uint8Array {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff
  const head =
    kind === 'webm'
      ? [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]
      : kind === 'ogg'
        ? [...Buffer.from('OggS'), 0x00, 0x02, 0, 0, 0, 0, 0, 0]
        : kind === 'mp4'
          ? [0x00, 0x00, 0x00, 0x1c, ...Buffer.from('ftypM4A ')]
          : [...Buffer.from('RIFF'), 0x24, 0x08, 0, 0, ...Buffer.from('WAVE')]
  bytes.set(head.slice(0, size))
  return bytes
}

export const MIME_OF = { webm: 'audio/webm', ogg: 'audio/ogg', mp4: 'audio/mp4' } as const

/** POST /api/voice-notes as the client (its cookies, the app's Origin). */
export async function uploadAudio(
  ctx: TestContext,
  client: TestClient,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  {
    type = 'audio/webm;codecs=opus',
    durationMs = '4200',
    headers = {},
  }: { type?: string | null; durationMs?: string | null; headers?: Record<string, string> } = {},
): Promise<TypedResponse<ApiResponse<'POST', '/voice-notes'>, 201>> {
  const h: Record<string, string> = { origin: TEST_APP_URL, ...headers }
  if (type !== null) h['content-type'] = type
  if (client.cookies.size) h.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const query = durationMs === null ? '' : `?durationMs=${encodeURIComponent(durationMs)}`
  const path = `/api/voice-notes${query}`
  const res = await ctx.app.request(`${TEST_APP_URL}${path}`, {
    method: 'POST',
    headers: h,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return typed('POST', path, res)
}

/** Uploads a note and returns its DTO (expects 201). */
export async function newVoiceNote(
  ctx: TestContext,
  client: TestClient,
  kind: 'webm' | 'ogg' | 'mp4' = 'webm',
  size = 2048,
) {
  return ok(await uploadAudio(ctx, client, audioBytes(kind, size), { type: MIME_OF[kind] }), 201)
}
