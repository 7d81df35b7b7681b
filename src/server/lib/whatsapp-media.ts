import { z } from 'zod'
import type { WhatsappSettings } from './whatsapp-cloud'

/**
 * A media file a person sent to the business number (a voice message), fetched as Meta
 * documents it: GET /{media-id} answers a short-lived URL and the file's type, and that URL
 * answers the bytes to the same bearer token.
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media
 */

/** WhatsApp's own limit for audio; anything larger is not a voice message. */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024

const mediaInfo = z.object({
  url: z.string().regex(/^https?:\/\//),
  mime_type: z.string().max(200),
  file_size: z.union([z.number(), z.string()]).optional(),
})

export interface MediaFile {
  data: Buffer
  mimeType: string
}

async function get(settings: WhatsappSettings, url: string): Promise<Response> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${settings.token}` },
    signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
  })
  if (!res.ok) {
    await res.body?.cancel()
    throw new Error(`Graph API media: HTTP ${res.status}`)
  }
  return res
}

/** Downloads a media file by its id; throws on any failure (the caller answers the coach). */
export async function downloadMedia(
  settings: WhatsappSettings,
  mediaId: string,
): Promise<MediaFile> {
  if (!/^\d{1,32}$/.test(mediaId)) throw new Error('Graph API media: not a media id')
  const base = settings.graphUrl.replace(/\/+$/, '')
  const info = mediaInfo.parse(await (await get(settings, `${base}/${mediaId}`)).json())
  if (Number(info.file_size ?? 0) > MEDIA_MAX_BYTES) throw new Error('Graph API media: too large')
  const res = await get(settings, info.url)
  const data = Buffer.from(await res.arrayBuffer())
  if (data.length > MEDIA_MAX_BYTES) throw new Error('Graph API media: too large')
  return { data, mimeType: info.mime_type.split(';')[0]!.trim() || 'audio/ogg' }
}
