/**
 * The width (px) a chart's value axis needs for its longest tick label at 12 px: a fixed width
 * cut 'R$ 10,5 mil' at 390 px. The ticks run from 0 to a little above the largest value; their
 * labels are measured by character count (Inter at 12 px: about 7 px a character, wider for
 * digits than for spaces and commas, so this errs on the side of room).
 */
export function axisWidth(
  data: Record<string, string | number>[],
  keys: string[],
  formatTick: (value: number) => string,
): number {
  let max = 0
  for (const row of data)
    for (const key of keys) {
      const v = row[key]
      if (typeof v === 'number' && Number.isFinite(v)) max = Math.max(max, Math.abs(v))
    }
  // the axis rounds its top up; the labels between may carry a decimal ('10,5 mil')
  const candidates = [0, max, max * 1.25, max * 0.75 + 0.5, max * 0.5 + 0.5, max * 0.25 + 0.5]
  const longest = Math.max(...candidates.map((v) => formatTick(v).length))
  return Math.min(120, Math.max(32, Math.ceil(longest * 7 + 12)))
}
