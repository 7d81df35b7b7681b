import { addCatalog } from '~/lib/i18n'
import en from './en/attendance.json'
import ptBR from './pt-BR/attendance.json'

/** Attendance, registering a lesson, make-ups and the agenda cards. */
addCatalog('attendance', { 'pt-BR': ptBR, en })
