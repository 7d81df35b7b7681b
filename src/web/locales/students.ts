import { addCatalog } from '~/lib/i18n'
import en from './en/students.json'
import ptBR from './pt-BR/students.json'

/** Texts of the students list and the new-student form. */
addCatalog('students', { 'pt-BR': ptBR, en })
