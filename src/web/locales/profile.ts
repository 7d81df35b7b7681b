import { addCatalog } from '~/lib/i18n'
import ptBR from './pt-BR/profile.json'

/** Teacher profile screen ('Meu Perfil') and its clubs section: Portuguese only (spec §1). */
addCatalog('profile', { 'pt-BR': ptBR })
