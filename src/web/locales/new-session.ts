import { addCatalog } from '~/lib/i18n'
import en from './en/new-session.json'
import ptBR from './pt-BR/new-session.json'

/** Texts of the new-session screen. */
addCatalog('new-session', { 'pt-BR': ptBR, en })
