import { addCatalog } from '~/lib/i18n'
import en from './en/beta.json'
import ptBR from './pt-BR/beta.json'

addCatalog('beta', { 'pt-BR': ptBR, en })
