/**
 * Media keys are server-made: '<userId>/<uuid>.<ext>' (both uuids, the extension one of the
 * voice note types'). Every driver refuses anything else, so a key can never name a file
 * outside the media root (no '..', no absolute path, no other folder).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY_RE = new RegExp(`^${UUID}/${UUID}\\.(webm|ogg|m4a)$`)

const MEDIA_EXTENSIONS = ['webm', 'ogg', 'm4a'] as const
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number]

export function isMediaKey(key: string): boolean {
  return typeof key === 'string' && KEY_RE.test(key)
}

class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`invalid media key: ${JSON.stringify(String(key).slice(0, 120))}`)
    this.name = 'InvalidMediaKeyError'
  }
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new InvalidMediaKeyError(key)
}

/** The extension of a voice note's file, by its MIME type. */
export function mediaExtension(mimeType: string): MediaExtension {
  if (mimeType === 'audio/webm') return 'webm'
  if (mimeType === 'audio/ogg') return 'ogg'
  if (mimeType === 'audio/mp4') return 'm4a'
  throw new Error(`no media extension for ${mimeType}`)
}

/** A new key for a user's file: '<userId>/<random uuid>.<ext>'. */
export function newMediaKey(userId: string, mimeType: string): string {
  const key = `${userId.toLowerCase()}/${crypto.randomUUID()}.${mediaExtension(mimeType)}`
  assertMediaKey(key)
  return key
}
