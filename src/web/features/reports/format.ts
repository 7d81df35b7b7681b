const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

/** 'jan/2026' from a report's month ('2026-01'); anything else as it came. */
export function formatMonthBR(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month)
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined
  return m && name ? `${name}/${m[1]}` : month
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 })

/** '72%' from a share (0–1). */
export function formatPercentBR(share: number): string {
  return percent.format(share)
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })

/** '1.234' (counts). */
export function formatCountBR(n: number): string {
  return integer.format(n)
}

const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

/** A chart axis's money tick: 'R$ 1,5 mil' from cents. */
export function formatBRLCompact(cents: number): string {
  return compact.format(cents / 100)
}
