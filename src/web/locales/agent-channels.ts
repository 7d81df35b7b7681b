import { addCatalog } from '~/lib/i18n'
import en from './en/agent-channels.json'
import ptBR from './pt-BR/agent-channels.json'

/** Texts of 'Assistente no WhatsApp e no Telegram' on 'Meu Perfil' (loaded with the profile). */
addCatalog('agent-channels', { 'pt-BR': ptBR, en })
