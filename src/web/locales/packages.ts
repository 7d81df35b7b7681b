import { addCatalog } from '~/lib/i18n'
import en from './en/packages.json'
import ptBR from './pt-BR/packages.json'

/** Package dialog and the new package screen. */
addCatalog('packages', { 'pt-BR': ptBR, en })
