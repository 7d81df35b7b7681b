import { addCatalog } from '~/lib/i18n'
import en from './en/lead-form.json'
import ptBR from './pt-BR/lead-form.json'

addCatalog('lead-form', { 'pt-BR': ptBR, en })
