import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/dashboard.json'

/** The dashboard (Portuguese only, like the rest of the app). */
addCatalog('dashboard', { 'pt-BR': ptBR })
