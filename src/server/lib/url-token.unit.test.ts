import { describe, expect, it } from 'vitest'
import { deriveKey, hashUrlToken, newUrlToken, seal, URL_TOKEN, unseal } from './url-token'

describe('private URL tokens', () => {
  it('are 22 base64url characters (128 bits), different each time, hashed to 64 hex digits', () => {
    const tokens = new Set(Array.from({ length: 200 }, newUrlToken))
    expect(tokens.size).toBe(200)
    for (const t of tokens) {
      expect(t).toMatch(URL_TOKEN)
      expect(Buffer.from(t, 'base64url')).toHaveLength(16)
    }
    expect(hashUrlToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('the shape refuses what is not a token', () => {
    for (const bad of [
      '',
      'a'.repeat(21),
      'a'.repeat(23),
      `${'a'.repeat(21)}=`,
      'a+b/c'.padEnd(22, 'x'),
    ]) {
      expect(URL_TOKEN.test(bad), bad).toBe(false)
    }
  })
})

describe('seal / unseal (AES-256-GCM under an HKDF key)', () => {
  const key = deriveKey('a-server-secret-a-server-secret-0123', 'student-page-token')

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = seal(key, 'token-123', 'student-1')
    const b = seal(key, 'token-123', 'student-1')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(a).not.toContain('token-123')
    expect(unseal(key, a, 'student-1')).toBe('token-123')
    expect(unseal(key, b, 'student-1')).toBe('token-123')
  })

  it('does not open under another key, purpose or context, nor when altered', () => {
    const sealed = seal(key, 'token-123', 'student-1')
    expect(
      unseal(
        deriveKey('another-secret-another-secret-0123', 'student-page-token'),
        sealed,
        'student-1',
      ),
    ).toBeNull()
    expect(
      unseal(deriveKey('a-server-secret-a-server-secret-0123', 'other'), sealed, 'student-1'),
    ).toBeNull()
    expect(unseal(key, sealed, 'student-2')).toBeNull()
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[14] = (raw[14] ?? 0) ^ 1
    expect(unseal(key, `v1.${raw.toString('base64url')}`, 'student-1')).toBeNull()
    for (const junk of ['', 'v1.', 'v2.abc', 'v1.abc', 'nonsense']) {
      expect(unseal(key, junk, 'student-1')).toBeNull()
    }
  })
})
