import { addCatalog } from '~/lib/i18n'
import en from './en/payments.json'
import ptBR from './pt-BR/payments.json'

/** Issue 13: payments, balances, the Pix settings and the Pix charge. */
addCatalog('payments', { 'pt-BR': ptBR, en })
