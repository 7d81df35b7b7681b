import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/app.json'

/** The signed-in app is Portuguese only (spec §1); its catalog loads with its code. */
addCatalog('app', { 'pt-BR': ptBR })
