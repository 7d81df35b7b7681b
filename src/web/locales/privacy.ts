import { addCatalog } from '~/lib/i18n'
import en from './en/privacy.json'
import ptBR from './pt-BR/privacy.json'

/** The public privacy page (/privacidade, /privacy). */
addCatalog('privacy', { 'pt-BR': ptBR, en })
