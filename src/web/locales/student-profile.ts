import { addCatalog } from '~/lib/i18n'
import en from './en/student-profile.json'
import ptBR from './pt-BR/student-profile.json'

/** The student profile screen. */
addCatalog('student-profile', { 'pt-BR': ptBR, en })
