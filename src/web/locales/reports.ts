import { addCatalog } from '~/lib/i18n'
import en from './en/reports.json'
import ptBR from './pt-BR/reports.json'

/** Issue 13 item 4: /app/relatorios. */
addCatalog('reports', { 'pt-BR': ptBR, en })
