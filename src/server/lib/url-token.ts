import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Private URL tokens (the student's page, decision 0013; the same design as the calendar
 * feed's, decision 0011): 128 random bits in base64url (22 characters), stored as their
 * SHA-256 and found by it through a unique index — no token is compared in application code.
 */

/** The shape of a token: anything else is malformed and finds nobody. */
export const URL_TOKEN = /^[A-Za-z0-9_-]{22}$/

export const newUrlToken = () => randomBytes(16).toString('base64url')

export const hashUrlToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A key of 256 bits for one purpose, derived (HKDF-SHA-256) from the server secret: the
 * secret itself is never used as a key, and each purpose (`info`) gets its own.
 */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'quadra', info, 32))
}

const VERSION = 'v1'

/**
 * Encrypts a short text with AES-256-GCM under `key`, bound to `context` (additional data: a
 * sealed value copied to another row does not open there). `v1.<base64url(iv | ciphertext |
 * tag)>`, a fresh 96-bit IV each time.
 */
export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The text of a sealed value, or null when it does not open (another key or context, altered). */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, payload] = sealed.split('.')
  if (version !== VERSION || !payload) return null
  const raw = Buffer.from(payload, 'base64url')
  if (raw.length < 12 + 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    return Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
