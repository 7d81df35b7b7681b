import { addCatalog } from '~/lib/i18n'
import en from './en/landing.json'
import ptBR from './pt-BR/landing.json'

addCatalog('landing', { 'pt-BR': ptBR, en })
