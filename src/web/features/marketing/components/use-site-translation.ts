import type { SiteLang } from '@shared/site'
import { useTranslation } from '~/lib/i18n'

/**
 * Texts of a public page in ITS language, whatever i18next's current language: prerendering
 * then writes English HTML for the English pages.
 */
export function useSiteTranslation(ns: 'landing' | 'beta' | 'privacy', lang: SiteLang) {
  return useTranslation(ns, { lng: lang })
}
