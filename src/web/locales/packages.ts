import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/packages.json'

/** Package dialog and the new package screen (Portuguese only, like the rest of the app). */
addCatalog('packages', { 'pt-BR': ptBR })
