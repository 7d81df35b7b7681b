import { addCatalog } from '~/lib/i18n'
import en from './en/agenda.json'
import ptBR from './pt-BR/agenda.json'

/** The agenda screen. */
addCatalog('agenda', { 'pt-BR': ptBR, en })
