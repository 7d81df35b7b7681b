import { addCatalog } from '~/lib/i18n'
import en from './en/profile.json'
import ptBR from './pt-BR/profile.json'

/** Teacher profile screen ('Meu Perfil'): personal info, clubs, 'Idioma e região', privacy. */
addCatalog('profile', { 'pt-BR': ptBR, en })
