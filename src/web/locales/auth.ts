import { addCatalog } from '~/lib/i18n'
import en from './en/auth.json'
import ptBR from './pt-BR/auth.json'

addCatalog('auth', { 'pt-BR': ptBR, en })
