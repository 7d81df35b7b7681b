import { addCatalog } from '~/lib/i18n'
import en from './en/app.json'
import ptBR from './pt-BR/app.json'

/** The signed-in app's shell: navigation, credits, pagination (pt-BR and English). */
addCatalog('app', { 'pt-BR': ptBR, en })
