import { type SQL, sql } from 'drizzle-orm'

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ'
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'

/** Lower-cased, accent-free text: sorting and searching that treat "João" like "joao". */
export function folded(expr: SQL): SQL {
  // accents first (lower() of a C-locale database leaves 'Á' alone), then case. The two
  // strings are literals, not parameters, so the trigram indexes on this very expression
  // (migration 0001) can serve the search.
  return sql`lower(translate(${expr}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`
}

/** The same folding in JS, for a search term. */
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
