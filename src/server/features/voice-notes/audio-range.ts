/**
 * HTTP Range for a file of `size` bytes (RFC 9110 §14): one range `bytes=a-b`, `bytes=a-` or a
 * suffix `bytes=-n`. Null: no usable Range header (absent, another unit, several ranges or bad
 * syntax — ignored, the whole file is sent); 'unsatisfiable': 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!m) return null
  const [, a, b] = m as unknown as [string, string, string]
  if (a === '' && b === '') return null
  if (a === '') {
    const n = Number(b)
    if (n === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(a)
  if (!Number.isSafeInteger(start)) return 'unsatisfiable'
  if (b !== '' && Number(b) < start) return null
  if (start >= size) return 'unsatisfiable'
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1)
  return { start, end }
}
