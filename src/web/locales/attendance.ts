import { addCatalog } from '~/lib/i18n'
import en from './en/attendance.json'
import ptBR from './pt-BR/attendance.json'

/** Attendance, registering a lesson, make-ups and the agenda cards (issue 11 items 4-6). */
addCatalog('attendance', { 'pt-BR': ptBR, en })
