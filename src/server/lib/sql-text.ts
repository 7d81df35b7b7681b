/**
 * Accent- and case-insensitive text: one folding, in SQL (generated columns kept by
 * PostgreSQL) and in JS (the search term), so "Ângela" and "angela" meet.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ'
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'

/** The folding as SQL text, for generated columns (schema) — the same literals. */
export function foldedSql(column: string): string {
  return `lower(translate(${column}, '${ACCENTED}', '${PLAIN}'))`
}

/**
 * Words of a search term as a prefix tsquery ('saque:* & forte:*'), over the folded alphabet;
 * null when the term has no word. Only [a-z0-9] reach the query text.
 */
export function prefixTsQuery(term: string): string | null {
  const words = foldText(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null
}

/** The folding in JS, for a search term. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** A LIKE pattern matching the term anywhere, with LIKE's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
