import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { LIMITS } from '../../shared/constants'

/**
 * argon2id with the OWASP ASVS 5 minimum parameters (m = 19 MiB, t = 2, p = 1).
 * Algorithm 2 is argon2id in @node-rs/argon2's enum.
 */
const ARGON2ID = 2
const params = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, params)
}

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  try {
    return await verify(digest, password)
  } catch {
    return false
  }
}

/** How many of the ranked common passwords are refused. */
const COMMON_LIMIT = 5000

/** Common passwords of Brazilian users that the international list ranks low or misses. */
const BRAZILIAN_COMMON = [
  'senha123',
  'senha1234',
  'senha12345',
  'mudar123',
  'brasil',
  'brasil123',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco123',
  'gremio',
  'cruzeiro',
  'santos123',
  'teamo123',
  'amor123',
  'quadra',
  'quadra123',
  'tenis123',
  'beachtennis',
  'padel123',
]

let commonSet: Set<string> | undefined

function commonPasswords(): Set<string> {
  if (!commonSet) {
    const ranked = (dictionary['passwords-common'] as string[]).filter(
      (p) => p.length >= LIMITS.passwordMin,
    )
    commonSet = new Set([...ranked.slice(0, COMMON_LIMIT), ...BRAZILIAN_COMMON])
  }
  return commonSet
}

/** Whether a password is among the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}

export const COMMON_PASSWORD_MESSAGE =
  'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.'
