import {
  METHOD_WORDS,
  NICKNAMES,
  NOT_NAMES,
  NUMBER_WORDS,
  normalize,
  TAG_WORDS,
  WEEKDAYS,
} from './agent-words'

/**
 * The coach's students named in a message: by first name, nickname ("Bia" for
 * Beatriz), first name and surname or its initial ("Ana S."), a surname alone, or a first name
 * one letter off ("Carols"). A name that fits two students is ambiguous, one that fits nobody
 * is unknown: the parser asks back in both cases, it never picks.
 */

export interface RosterStudent {
  id: string
  name: string
}

export interface Mention {
  /** The students the name fits (one: resolved; several: ambiguous; none: unknown). */
  ids: string[]
  /** The name as the coach typed it. */
  typed: string
  /** Index of its first word in the normalized words. */
  at: number
  /** How many words it took. */
  words: number
}

interface Known {
  id: string
  parts: string[]
}

/** One edit apart at most (a letter added, dropped, changed, or two neighbours swapped). */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length === b.length && a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2
      j += 2
    } else if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

function candidates(word: string, known: Known[]): string[] {
  const firsts = NICKNAMES[word] ?? []
  const exact = known.filter((k) => k.parts[0] === word || firsts.includes(k.parts[0]!))
  if (exact.length) return exact.map((k) => k.id)
  const surname = known.filter((k) => k.parts.slice(1).includes(word))
  if (surname.length) return surname.map((k) => k.id)
  if (word.length < 4) return []
  return known
    .filter((k) => k.parts[0]!.length >= 4 && withinOne(k.parts[0]!, word))
    .map((k) => k.id)
}

/** Words that introduce a name: a word after them that fits nobody is an unknown student. */
const NAME_SLOTS = new Set([
  'com',
  'with',
  'pro',
  'pra',
  'para',
  'da',
  'do',
  'o',
  'a',
  'to',
  'for',
  'e',
  'and',
])
/** Slots that also open a verb ('needs to turn', 'going to rain'): only a capital makes a name. */
const WEAK_SLOTS = new Set(['to', 'for'])

/** Common words a coach may capitalize or open a sentence with: a name only if a student has it. */
const isCommon = (word: string) =>
  WEEKDAYS[word] !== undefined || TAG_WORDS[word] !== undefined || METHOD_WORDS[word] !== undefined

/** The token the coach typed a word in ("didn't" for 'didn'), without what follows an apostrophe. */
function typedToken(tokens: string[], word: string): string | undefined {
  const token =
    tokens.find((w) => normalize(w) === word) ??
    tokens.find((w) => normalize(w).split(' ')[0] === word)
  return token?.split(/['’`]/)[0]
}

/** The names in `words` (normalized), each with the students it fits. */
export function findMentions(
  words: string[],
  original: string,
  roster: RosterStudent[],
): Mention[] {
  const known = roster.map((s) => ({ id: s.id, parts: normalize(s.name).split(' ') }))
  const tokens = original.split(/[\s,.;:!?]+/).filter(Boolean)
  const out: Mention[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (NOT_NAMES.has(word) || NUMBER_WORDS[word] !== undefined || !/^\p{L}{2,}$/u.test(word))
      continue
    let ids = candidates(word, known)
    let taken = 1
    const next = words[i + 1]?.replace(/\.$/, '')
    if (ids.length > 1 && next && /^\p{L}+$/u.test(next)) {
      const narrowed = ids.filter((id) =>
        known
          .find((k) => k.id === id)!
          .parts.slice(1)
          .some((p) => p.startsWith(next)),
      )
      if (narrowed.length) {
        ids = narrowed
        taken = words[i + 2] === '.' ? 3 : 2
      }
    }
    // a word that fits nobody is a name where names go, or when written as one ('Felipe')
    const typed = typedToken(tokens, word)
    const capital = /^\p{Lu}/u.test(typed ?? '')
    const before = words[i - 1] ?? ''
    const slot = NAME_SLOTS.has(before) && (capital || !WEAK_SLOTS.has(before))
    if (!ids.length && ((!slot && !capital) || isCommon(word))) continue
    out.push({ ids: [...ids].sort(), typed: typed ?? word, at: i, words: taken })
    i += taken - 1
  }
  return out
}
