import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/new-session.json'

/** Texts of the new-session screen (Portuguese only, spec §1). */
addCatalog('new-session', { 'pt-BR': ptBR })
