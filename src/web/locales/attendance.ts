import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/attendance.json'

/** Attendance, registering a lesson, make-ups and the agenda cards (issue 11 items 4-6). */
addCatalog('attendance', { 'pt-BR': ptBR })
