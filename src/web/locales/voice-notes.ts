import { addCatalog } from '~/lib/i18n'
import en from './en/voice-notes.json'
import ptBR from './pt-BR/voice-notes.json'

/** Issue 14: recording and playing a feedback's voice notes. */
addCatalog('voice-notes', { 'pt-BR': ptBR, en })
