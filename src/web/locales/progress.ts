import { addCatalog } from '~/lib/i18n'
import en from './en/progress.json'
import ptBR from './pt-BR/progress.json'

/** Issue 12: the 'Progresso' tab, the after-class message and the student's page link. */
addCatalog('progress', { 'pt-BR': ptBR, en })
