import { IMPORT_FIELDS, type ImportField } from '../../../shared/schemas/student-import'
import { plainWords } from './import-values'

export { IMPORT_FIELDS, type ImportField }

/** Column index → the field it holds (columns left out are not read). */
export type ColumnMapping = Partial<Record<ImportField, number>>

/**
 * The headers coaches write, in Portuguese and English, normalised (lower case, no accents,
 * single spaces). A header matches a field when it equals one of these, else when it starts
 * with one followed by a space ('telefone celular', 'valor pago r$'), the longest such alias
 * winning: 'saldo devedor' is what is owed, not the 'saldo' of classes.
 */
const HEADERS: Record<ImportField, readonly string[]> = {
  name: ['nome', 'nome completo', 'aluno', 'aluna', 'name', 'full name', 'student'],
  phone: ['telefone', 'celular', 'whatsapp', 'whats', 'fone', 'tel', 'phone', 'mobile', 'cell'],
  email: ['email', 'e mail', 'mail'],
  classe: ['nivel', 'classe', 'categoria', 'level', 'class'],
  type: ['tipo', 'fixo avulso', 'type'],
  gender: ['genero', 'sexo', 'gender', 'sex'],
  notes: ['observacoes', 'observacao', 'obs', 'anotacoes', 'notas', 'notes', 'comments'],
  credits: [
    'aulas restantes',
    'creditos',
    'credito',
    'saldo de aulas',
    'saldo',
    'credits',
    'classes left',
    'remaining classes',
  ],
  expiry: ['validade', 'vence em', 'vencimento', 'valido ate', 'expira em', 'expiry', 'expires'],
  paid: ['valor pago', 'pago', 'paid', 'amount paid'],
  owed: [
    'valor devido',
    'saldo devedor',
    'em aberto',
    'devendo',
    'a receber',
    'owed',
    'balance due',
    'due',
  ],
  club: ['clube', 'local', 'quadra', 'club', 'venue'],
  weeklyTime: ['horario', 'horarios', 'dia e hora', 'dias', 'weekly time', 'schedule'],
}

/** The field a header names, or null. */
export function fieldOfHeader(header: string): ImportField | null {
  const h = plainWords(header)
  if (!h) return null
  let best: { field: ImportField; length: number } | null = null
  for (const field of IMPORT_FIELDS) {
    for (const alias of HEADERS[field]) {
      if (h === alias) return field
      if (h.startsWith(`${alias} `) && alias.length > (best?.length ?? 0))
        best = { field, length: alias.length }
    }
  }
  return best?.field ?? null
}

/** How many of the first lines may sit above the header (a title, a merged banner, a date). */
const HEADER_SEARCH_LINES = 10

/**
 * The header line and what each of its columns holds: the first of the first lines where at
 * least two columns are recognised, one of them the name — so a title row above the header
 * ('Alunos 2026', merged across the columns) is skipped. The first column naming a field wins.
 */
export function findHeader(cells: string[][]): { line: number; mapping: ColumnMapping } | null {
  for (let line = 0; line < Math.min(cells.length, HEADER_SEARCH_LINES); line++) {
    const mapping: ColumnMapping = {}
    cells[line]!.forEach((cell, column) => {
      const field = fieldOfHeader(cell)
      if (field && mapping[field] === undefined) mapping[field] = column
    })
    if (mapping.name !== undefined && Object.keys(mapping).length >= 2) return { line, mapping }
  }
  return null
}
