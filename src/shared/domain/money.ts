const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** R$ 1.234,56 from integer cents. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100)
}

/** 1.234,56 (no currency symbol), for a price input after blur. */
export function formatDecimalBR(cents: number): string {
  return decimal.format(cents / 100)
}

/**
 * Parses what a coach types in a price field (spec §5: comma or dot decimals, spaces
 * stripped). "150" → 15000, "150,5" → 15050, "1.234,56" → 123456, "99.90" → 9990.
 * When both separators appear, the last one is the decimal separator and the other
 * groups thousands. Returns null when the text is not a number.
 */
export function parseMoneyInput(text: string): number | null {
  let s = text.replace(/\s|R\$/g, '')
  if (s === '') return null
  const lastComma = s.lastIndexOf(',')
  const lastDot = s.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.'
    const groupSep = decimalSep === ',' ? '.' : ','
    s = s.split(groupSep).join('').replace(decimalSep, '.')
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return null
    s = s.replace(',', '.')
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    // several dots and no comma: dots group thousands (1.234.567)
    s = s.split('.').join('')
  }
  if (!/^-?\d*(\.\d*)?$/.test(s) || s === '.' || s === '-' || s === '') return null
  const value = Number(s)
  if (!Number.isFinite(value)) return null
  return Math.round(value * 100)
}

/** Converts a number of reais (as a form holds it) to integer cents. */
export function toCents(reais: number): number {
  return Math.round(reais * 100)
}
