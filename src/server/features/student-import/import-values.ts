import type { Classe, Gender, StudentType } from '../../../shared/constants'

/**
 * An amount as Brazilian sheets write it, in cents: 'R$ 1.234,56', '350', '350,5', '1234.56'
 * (a sheet exported in English), '-' or empty for none. The last ',' or '.' followed by one or
 * two digits is the decimal mark; other dots and commas group thousands. null: not an amount.
 */
export function parseAmountCents(text: string): number | null | undefined {
  const t = text.replace(/R\$|\s|\u00A0/g, '')
  if (t === '' || t === '-') return undefined
  if (!/^\d[\d.,]*$/.test(t)) return null
  const decimal = t.match(/[.,](\d{1,2})$/)
  const whole = (decimal ? t.slice(0, -decimal[0].length) : t).replace(/[.,]/g, '')
  if (!/^\d+$/.test(whole)) return null
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0)
  return Number.isSafeInteger(cents) ? cents : null
}

/**
 * A date as sheets write it, as yyyy-MM-dd: dd/mm/aaaa, dd/mm/aa (20aa), d/m/aaaa, with '/',
 * '-' or '.', or an ISO date. null: not a date, or a date that does not exist (31/02/2026).
 */
export function parseImportDate(text: string): string | null | undefined {
  const t = text.trim()
  if (t === '') return undefined
  let day: number
  let month: number
  let year: number
  const iso = t.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/)
  const br = t.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/)
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (br) {
    ;[day, month, year] = [Number(br[1]), Number(br[2]), Number(br[3])]
    if (br[3]!.length === 2) year += 2000
  } else return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Classes left: a whole number 0–999 ('8', '8 aulas'); null: not one. */
export function parseCredits(text: string): number | null | undefined {
  const t = text.trim()
  if (t === '' || t === '-') return undefined
  const m = t.match(/^(\d{1,3})(?:\s*(?:aulas?|cr[eé]ditos?|classes?|credits?))?$/i)
  return m ? Number(m[1]) : null
}

/** 'Observações (R$)' → 'observacoes r': lower case, no accents, words split by single spaces. */
export const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** 'Fixo' / 'Avulso' (and English) → the student type; null: none of them. */
export function parseStudentType(text: string): StudentType | null | undefined {
  const t = plainWords(text)
  if (t === '') return undefined
  if (['fixo', 'fixa', 'fixed', 'regular', 'mensal'].includes(t)) return 'fixed'
  if (['avulso', 'avulsa', 'occasional', 'drop in', 'eventual'].includes(t)) return 'occasional'
  return null
}

/** 'M' / 'Masculino' / 'F' / 'Feminino' (and English) → the gender; null: none of them. */
export function parseGender(text: string): Gender | null | undefined {
  const t = plainWords(text)
  if (t === '') return undefined
  if (['m', 'masc', 'masculino', 'homem', 'male', 'man'].includes(t)) return 'male'
  if (['f', 'fem', 'feminino', 'mulher', 'female', 'woman'].includes(t)) return 'female'
  return null
}

/** '4ª classe', '4a', '4', 'Pro', 'Profissional' → the level; null: none of them. */
export function parseClasse(text: string): Classe | null | undefined {
  const t = plainWords(text)
  if (t === '') return undefined
  if (['pro', 'profissional', 'professional'].includes(t)) return 'profissional'
  const m = t.match(/^([1-7])\s*(?:a|o)?\s*(?:classe|class|categoria)?$/)
  return m ? (`${m[1]}-classe` as Classe) : null
}

/**
 * 'MARIA DA SILVA' → 'Maria da Silva', only when the coach asks: the Portuguese particles
 * (da, de, do, das, dos, e) stay in lower case inside a name.
 */
export function properCase(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, i) =>
      i > 0 && /^(da|de|do|das|dos|e)$/.test(word)
        ? word
        : word.replace(/^\p{L}/u, (c) => c.toUpperCase()),
    )
    .join('')
}
