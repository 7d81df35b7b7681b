import { NUMBER_WORDS } from './agent-words'

/**
 * Amounts of money and a package's validity in a coach's normalized message. Money is written
 * both ways — '1.200,50' in pt-BR, '1,200.50' in English, '220.50' or '220,50' for cents — and
 * a figure that fits neither way is not read: the parser asks for the amount rather than
 * record another one.
 */

/** Words for a whole number ("cento e cinquenta" → 150), or null. */
export function wordsNumber(words: string[]): number | null {
  let total = 0
  let any = false
  for (const w of words) {
    if (w === 'e' || w === 'and') continue
    const n = NUMBER_WORDS[w]
    if (n === undefined) return any ? total : null
    any = true
    total = n === 1000 ? Math.max(total, 1) * 1000 : total + n
  }
  return any ? total : null
}

/** The number written just before `words[end]` ("60 dias", "sessenta dias", "cento e vinte dias"). */
function numberBefore(words: string[], end: number): { value: number; from: number } | null {
  const last = words[end - 1] ?? ''
  if (/^\d{1,4}$/.test(last)) return { value: Number(last), from: end - 1 }
  let from = end
  const isNumber = (w: string | undefined) => w !== undefined && NUMBER_WORDS[w] !== undefined
  while (isNumber(words[from - 1]) || (words[from - 1] === 'e' && isNumber(words[from - 2]))) from--
  const value = wordsNumber(words.slice(from, end))
  return value ? { value, from } : null
}

/** Days in one unit of a validity: a month counts 30 days ('3 meses' is a 90-day package). */
const UNIT_DAYS: Record<string, number> = {
  dia: 1,
  dias: 1,
  day: 1,
  days: 1,
  semana: 7,
  semanas: 7,
  week: 7,
  weeks: 7,
  mes: 30,
  meses: 30,
  month: 30,
  months: 30,
}

/**
 * A package's validity: "60 dias", "sessenta dias", "3 meses", "8 weeks" — its days, and the
 * words it took (so its number is not read as the price).
 */
export function validityOf(text: string): { days: number; rest: string } | null {
  const words = text.split(' ')
  for (let i = 1; i < words.length; i++) {
    const unit = UNIT_DAYS[words[i]!]
    const n = unit ? numberBefore(words, i) : null
    if (!unit || !n) continue
    // "um mês e meio", "two months and a half"
    const half = /^(e meio|e meia|and a half)\b/.test(words.slice(i + 1, i + 4).join(' '))
    const end = i + 1 + (half ? (words[i + 2] === 'a' ? 3 : 2) : 0)
    return {
      days: n.value * unit + (half ? unit / 2 : 0),
      rest: [...words.slice(0, n.from), ...words.slice(end)].join(' '),
    }
  }
  return null
}

/** A figure of money in cents, or 'unclear' when it fits neither way of writing money. */
function figure(token: string): number | 'unclear' {
  const cents = (whole: string, part = '') =>
    Number(whole.replace(/[.,]/g, '')) * 100 + Number(part.padEnd(2, '0'))
  // '1.200' and '1.200,50' (pt-BR), '1,200' and '1,200.50' (English)
  const pt = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(token)
  const en = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(token)
  // '220', '220,50', '220.50', '480,5'
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(token)
  const m = pt ?? en ?? plain
  return m ? cents(m[1]!, m[2]) : 'unclear'
}

/** Cents said apart: "duzentos reais e cinquenta centavos", "220 e 50 centavos". */
function centsSaid(text: string): { cents: number; rest: string } | null {
  const words = text.split(' ')
  const at = words.findIndex((w) => w === 'centavos' || w === 'cents')
  const n = at > 0 ? numberBefore(words, at) : null
  if (!n || n.value > 99) return null
  const from = words[n.from - 1] === 'e' || words[n.from - 1] === 'and' ? n.from - 1 : n.from
  return { cents: n.value, rest: [...words.slice(0, from), ...words.slice(at + 1)].join(' ') }
}

/**
 * The amount of money in `text` in cents: "200", "R$ 1.200,00", "480,50", "220.50", "duzentos
 * reais"; null when none is written, 'unclear' when a figure cannot be read with certainty.
 */
export function readAmount(text: string): number | null | 'unclear' {
  const apart = centsSaid(text)
  const body = apart?.rest ?? text
  const digits =
    /\b(\d[\d.,]*\d|\d)\b(?![.,]?\d)(?!\s?(?:aulas?|dias?|classes?|days?|mes|meses|months?|semanas?|weeks?|h\b|:|\/))/.exec(
      body,
    )
  let whole: number | null = null
  if (digits) {
    const read = figure(digits[1]!)
    if (read === 'unclear') return read
    whole = read
  } else {
    const words = body.split(' ')
    for (let i = 0; i < words.length && whole === null; i++) {
      if (NUMBER_WORDS[words[i]!] === undefined) continue
      const n = wordsNumber(words.slice(i))
      if (n !== null && n >= 10) whole = n * 100
    }
  }
  if (whole === null) return apart ? apart.cents : null
  return whole + (apart?.cents ?? 0)
}

/** The amount in cents, or null when none is written or it cannot be read with certainty. */
export function amountOf(text: string): number | null {
  const read = readAmount(text)
  return read === 'unclear' ? null : read
}
