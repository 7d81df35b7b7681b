import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/session-history.json'

/** The session history screen (Portuguese only, like the rest of the app). */
addCatalog('session-history', { 'pt-BR': ptBR })
