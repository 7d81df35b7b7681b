import { addCatalog } from '~/lib/i18n'
import en from './en/agent.json'
import ptBR from './pt-BR/agent.json'

/** Texts of the assistant's panel (loaded with the panel, on its first opening). */
addCatalog('agent', { 'pt-BR': ptBR, en })
