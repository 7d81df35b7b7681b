import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/students.json'

/** Texts of the students list and the new-student form (Portuguese only, spec §1). */
addCatalog('students', { 'pt-BR': ptBR })
