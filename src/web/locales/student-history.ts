import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/student-history.json'

/** The student profile's Aulas and Feedbacks tabs (Portuguese only, like the rest of the app). */
addCatalog('student-history', { 'pt-BR': ptBR })
