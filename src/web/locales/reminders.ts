import { addCatalog } from '~/lib/i18n'
import en from './en/reminders.json'
import ptBR from './pt-BR/reminders.json'

/** Texts of the reminders: the coach's settings, 'Para enviar', a student's consents. */
addCatalog('reminders', { 'pt-BR': ptBR, en })
