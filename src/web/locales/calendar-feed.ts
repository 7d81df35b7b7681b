import { addCatalog } from '~/lib/i18n'
import en from './en/calendar-feed.json'
import ptBR from './pt-BR/calendar-feed.json'

/** The calendar feed card on 'Meu Perfil'. */
addCatalog('calendar-feed', { 'pt-BR': ptBR, en })
