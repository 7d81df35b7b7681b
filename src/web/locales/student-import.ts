import { addCatalog } from '~/lib/i18n'
import en from './en/student-import.json'
import ptBR from './pt-BR/student-import.json'

/** Texts of /app/students/import: the sheet, its columns, the dry run, the import and its undo. */
addCatalog('student-import', { 'pt-BR': ptBR, en })
