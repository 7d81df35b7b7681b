import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/student-profile.json'

/** The student profile screen (Portuguese only, like the rest of the app). */
addCatalog('student-profile', { 'pt-BR': ptBR })
