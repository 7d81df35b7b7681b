import { addCatalog } from '~/lib/i18n'
import en from './en/focus-tags.json'
import ptBR from './pt-BR/focus-tags.json'

/** A feedback's focus tags (spec §3), keyed by the stored Portuguese tag. */
addCatalog('focus-tags', { 'pt-BR': ptBR, en })
