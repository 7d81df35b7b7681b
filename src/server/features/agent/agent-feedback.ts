import type { ParseResult } from './agent-intent'
import type { Mention } from './agent-names'
import { intent, isAsk, oneStudent } from './agent-result'
import { ratingOf, tagsOf } from './agent-values'
import { normalize, TAG_WORDS } from './agent-words'

/**
 * A class's feedback: "<Name> <rating>, <tags>, <note>" as coaches type it, or said in one
 * breath ("então a júlia três estrelas forehand e movimentação ela tava meio cansada hoje"),
 * or announced without a rating ("Feedback do Thiago: evoluiu bastante"). What comes before
 * the name is filler, the tag words after the name and the rating are the tags, the rest is
 * the note in the coach's own words.
 */

const JOINS = new Set(['e', 'and', '/', '&', ''])
const isTagWord = (w: string) => TAG_WORDS[w] !== undefined || JOINS.has(w)
const tagOnly = (p: string) => normalize(p).split(' ').every(isTagWord)
const wordsOf = (token: string) => normalize(token).split(' ')

/**
 * The head's tags and note: the tag words up to the end of the run that follows the name and
 * the rating; the words after that run are the note.
 */
function headTail(head: string, name: string): { tags: string; note: string } {
  const tokens = head.split(/\s+/).filter(Boolean)
  const named = tokens.findIndex((t) => wordsOf(t).includes(name))
  const rated = tokens.findIndex(
    (_, i) => ratingOf(normalize(tokens.slice(0, i + 1).join(' '))) !== null,
  )
  const start = Math.max(named, rated) + 1
  let cut = start
  while (cut < tokens.length && wordsOf(tokens[cut]!).every(isTagWord)) cut++
  return {
    tags: tokens.slice(0, cut).join(' '),
    note: tokens
      .slice(cut)
      .join(' ')
      .replace(/^[-–—:.\s]+/, ''),
  }
}

/** "Feedback do Thiago: …", "feedback for Henrique: …": the word at most two before the name. */
function announced(text: string, first: Mention | undefined): boolean {
  if (!first) return false
  const before = text.split(' ').slice(Math.max(0, first.at - 2), first.at)
  return before.some((w) => w === 'feedback' || w === 'avaliacao' || w === 'comentario')
}

export function feedback(text: string, original: string, mentions: Mention[]): ParseResult | null {
  const rating = ratingOf(text)
  const first = mentions[0]
  const opensWithTags = first !== undefined && first.at === 0 && tagsOf(text).length > 0
  if (rating === null && !opensWithTags && !announced(text, first)) return null
  const s = oneStudent(mentions)
  if (isAsk(s)) return s
  const name = first?.typed ? normalize(first.typed) : ''
  const parts = original
    .split(/[,;]|(?<!\d):|:(?!\d)/)
    .map((p) => p.trim())
    .filter(Boolean)
  // the head is the part naming the student and the rating: what comes before it is filler
  // ("então, …"), what comes after it is tags and the note — the head's own words after the
  // name and the rating are tags and note too
  const nameAt = parts.findIndex((p) => normalize(p).split(' ').includes(name))
  const ratingAt = parts.findIndex((p) => ratingOf(normalize(p)) !== null)
  const head = Math.max(0, nameAt, ratingAt)
  const tail = headTail(parts[head] ?? '', name)
  const tagParts = parts.slice(Math.max(0, nameAt) + 1).filter(tagOnly)
  const noteParts = [tail.note, ...parts.slice(head + 1).filter((p) => !tagOnly(p))]
  const note = noteParts
    .filter(Boolean)
    .join(', ')
    .replace(/[.!\s]+$/, '')
    .trim()
  const tags = tagsOf(normalize([tail.tags, ...tagParts].join(' ')))
  if (rating === null && !tags.length && !note) return null
  return intent({ kind: 'feedback', studentId: s.id, rating, tags, note: note || null })
}
