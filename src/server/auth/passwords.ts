import { hash, verify } from '@node-rs/argon2'
import { AUTH_MESSAGES_BY_CODE } from '../../shared/auth-messages'
import { LIMITS } from '../../shared/constants'

/**
 * argon2id with the OWASP ASVS 5 minimum parameters (m = 19 MiB, t = 2, p = 1).
 * Algorithm 2 is argon2id in @node-rs/argon2's enum.
 */
const ARGON2ID = 2
const STANDARD = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * The suites create thousands of coaches: at ~30 ms a hash on a 2-core machine, the standard
 * cost was a minute of every run. `fast` (m = 64 KiB, t = 1, ~0.2 ms) is for test servers only;
 * the configuration refuses it in production. Verification reads the cost from the stored
 * hash, so either kind of hash signs in under either setting.
 */
const FAST = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 } as const

export type PasswordHashing = 'standard' | 'fast'

export function passwordHasher(cost: PasswordHashing = 'standard') {
  const params = cost === 'fast' ? FAST : STANDARD
  return (password: string): Promise<string> => hash(password, params)
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

interface CommonLists {
  /** Whole passwords refused as they are (or under a leet spelling). */
  whole: Set<string>
  /** What is left of a common password once its trailing digits and symbols go ('senha'). */
  bases: Set<string>
}

let lists: Promise<CommonLists> | undefined

/** The shortest base that counts: shorter ones ('abc' + digits) are left to the length rule. */
const MIN_BASE = 4

/**
 * The lists, built on the first password check: the ranked dictionary (~14 MiB once loaded) is
 * imported then, not when the server starts.
 */
function commonLists(): Promise<CommonLists> {
  lists ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const ranked = (dictionary['passwords-common'] as string[]).slice(0, COMMON_LIMIT * 2)
    const wholeList = [
      ...ranked.filter((p) => p.length >= LIMITS.passwordMin).slice(0, COMMON_LIMIT),
      ...BRAZILIAN_COMMON,
    ]
    const whole = new Set(wholeList)
    const bases = new Set<string>()
    for (const p of wholeList) {
      const base = stripSuffix(p)
      if (base.length >= MIN_BASE) bases.add(base)
    }
    // the short words of the ranked list ('test', 'love', 'senha' is Brazilian) as bases
    for (const p of ranked.slice(0, COMMON_LIMIT)) {
      if (p.length >= MIN_BASE && /^[a-z]+$/.test(p)) bases.add(p)
    }
    return { whole, bases }
  })
  return lists
}

/** Leet spellings undone: @→a, 0→o, 1→i or l, 3→e, 4→a, 5→s, $→s, 7→t. */
const LEET: Record<string, string> = {
  '@': 'a',
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  $: 's',
  '7': 't',
}

function unleet(text: string, one: 'i' | 'l'): string {
  return text.replace(/[@01345$7]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)))
}

/** The password without its trailing digits and symbols ('Senha@123' → 'Senha'). */
function stripSuffix(text: string): string {
  return text.replace(/[^\p{L}]+$/u, '')
}

/**
 * The spellings of a password a guesser tries first: lowercase, leet undone, and
 * without trailing digits and symbols. `whole` are compared with the common list, `bases` with
 * the bases of its entries.
 */
export function passwordVariants(password: string): { whole: string[]; bases: string[] } {
  const lower = password.toLowerCase()
  const spellings = [lower, unleet(lower, 'i'), unleet(lower, 'l')]
  // every cut inside the trailing run of digits and symbols: 'S3nh@2024!' → 's3nh', 's3nh@', …
  // (a leet letter can end the word: 's3nh@' is 'senha')
  const stem = stripSuffix(lower).length
  const bases: string[] = []
  for (let end = stem; end <= lower.length; end++) {
    const prefix = lower.slice(0, end)
    bases.push(prefix, unleet(prefix, 'i'), unleet(prefix, 'l'))
  }
  return { whole: [...new Set(spellings)], bases: [...new Set(bases)] }
}

/** One character repeated ('aaaaaa', '111111', 'zzzz!!'): no guess is easier. */
function isRepeated(text: string): boolean {
  return text.length > 0 && [...text].every((c) => c === text[0])
}

/** Rows of the keyboards a guesser walks along ('qwerty', 'asdfgh'). */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890']

/**
 * A run of the alphabet, the digits or a keyboard row, forwards or backwards ('abcdef',
 * '654321', 'qwerty'): the first thing a guesser tries after the lists.
 */
function isKeyRun(text: string): boolean {
  if (text.length < 4) return false
  const codes = [...text].map((c) => c.codePointAt(0)!)
  const step = codes[1]! - codes[0]!
  if ((step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step))
    return true
  const reversed = [...text].reverse().join('')
  return KEYBOARD_ROWS.some((row) => row.includes(text) || row.includes(reversed))
}

/** Control characters (line breaks, tabs, NUL): a password is typed, never pasted with them. */
const CONTROL = /\p{Cc}/u

/**
 * The rules a new password breaks besides length and the common lists, as an auth message code:
 * control characters, or the account's own e-mail (its local part too).
 */
export function passwordProblem(
  password: string,
  email: string | undefined,
): 'PASSWORD_INVALID_CHARACTERS' | 'PASSWORD_IS_EMAIL' | null {
  if (CONTROL.test(password)) return 'PASSWORD_INVALID_CHARACTERS'
  if (email) {
    const lower = password.trim().toLowerCase()
    const address = email.trim().toLowerCase()
    if (lower === address || lower === address.split('@')[0]) return 'PASSWORD_IS_EMAIL'
  }
  return null
}

/**
 * Whether a password is among the most common ones, or one of them dressed up: case,
 * leet spelling, trailing digits or symbols (`P@ssw0rd`, `Senha@123`, `Quadra123`), or one
 * character repeated (`aaaaaa`).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { whole, bases } = await commonLists()
  const v = passwordVariants(password)
  if (isRepeated(password.toLowerCase())) return true
  if (isKeyRun(stripSuffix(password.toLowerCase())) || isKeyRun(password.toLowerCase())) return true
  if (v.whole.some((p) => whole.has(p))) return true
  return v.bases.some((b) => b.length >= MIN_BASE && (bases.has(b) || isRepeated(b)))
}

export const COMMON_PASSWORD_MESSAGE = AUTH_MESSAGES_BY_CODE.PASSWORD_TOO_COMMON!
