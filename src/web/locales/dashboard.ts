import { addCatalog } from '~/lib/i18n'
import en from './en/dashboard.json'
import ptBR from './pt-BR/dashboard.json'

/** The dashboard. */
addCatalog('dashboard', { 'pt-BR': ptBR, en })
