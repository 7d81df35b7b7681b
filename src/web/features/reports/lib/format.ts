import { formatCount, formatMoneyCompact, formatMonth, formatPercent } from '~/lib/formats'

/**
 * The reports' numbers in the coach's formats; pt-BR as before. The names stay
 * (the screens call them); the formats are ~/lib/formats'.
 */

/** 'jan/2026' (pt-BR) or 'Jan 2026' (en) from a report's month ('2026-01'); anything else as it came. */
export const formatMonthBR = (month: string): string => formatMonth(month)

/** '72%' from a share (0–1). */
export const formatPercentBR = (share: number): string => formatPercent(share)

/** '1.234' / '1,234' (counts). */
export const formatCountBR = (n: number): string => formatCount(n)

/** A chart axis's money tick from cents: 'R$ 1,5 mil' (pt-BR, BRL), '$1.5K' (en, USD). */
export const formatBRLCompact = (cents: number): string => formatMoneyCompact(cents)

/**
 * A report table's month: the month of today says it is in progress (its figures are not final;
 * the months after today are not in the reports).
 */
export const monthCell = (
  m: { month: string; inProgress: boolean },
  t: (key: 'inProgress', values: { month: string }) => string,
): string =>
  m.inProgress ? t('inProgress', { month: formatMonth(m.month) }) : formatMonth(m.month)
