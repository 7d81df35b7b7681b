import { formatCount, formatMoneyCompact, formatMonth, formatPercent } from '~/lib/formats'

/**
 * The reports' numbers in the coach's formats (issue 15); pt-BR as before. The names stay
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
