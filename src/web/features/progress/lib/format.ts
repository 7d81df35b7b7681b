import { formatOneDecimal } from '~/lib/formats'

/** Numbers of the progress report, in the coach's formats (4,3 in pt-BR, 4.3 in English). */

/** 4.25 → "4,3"; 4 → "4,0". */
export function formatAverage(value: number): string {
  return formatOneDecimal(value)
}

const MINUS = '\u2212'

/** A change with its sign: +2, −1, 0 (counts) or +0,3, −0,5 (averages, one decimal). */
export function formatChange(delta: number, decimals: 0 | 1 = 0): string {
  const rounded = decimals === 0 ? Math.round(delta) : Math.round(delta * 10) / 10
  if (rounded === 0) return decimals === 0 ? '0' : formatOneDecimal(0)
  const abs = decimals === 0 ? String(Math.abs(rounded)) : formatOneDecimal(Math.abs(rounded))
  return `${rounded > 0 ? '+' : MINUS}${abs}`
}
