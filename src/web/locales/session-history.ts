import { addCatalog } from '~/lib/i18n'
import en from './en/session-history.json'
import ptBR from './pt-BR/session-history.json'

/** The session history screen. */
addCatalog('session-history', { 'pt-BR': ptBR, en })
