import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/calendar-feed.json'

/** The calendar feed card on 'Meu Perfil' (issue 11 item 7): Portuguese only (spec §1). */
addCatalog('calendar-feed', { 'pt-BR': ptBR })
