import { addCatalog } from '~/lib/i18n'
import en from './en/student-history.json'
import ptBR from './pt-BR/student-history.json'

/** The student profile's Aulas and Feedbacks tabs. */
addCatalog('student-history', { 'pt-BR': ptBR, en })
