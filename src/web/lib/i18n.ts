import i18n, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enCommon from '~/locales/en/common.json'
import ptCommon from '~/locales/pt-BR/common.json'

const DEFAULT_LANGUAGE = 'pt-BR'

/**
 * i18next, initialised synchronously (prerendering needs the texts at once). Only the
 * `common` namespace is loaded here; each area registers its own catalog when its code
 * loads (see locales/*.ts), so public pages do not carry the app's texts.
 */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { 'pt-BR': { common: ptCommon }, en: { common: enCommon } } satisfies Resource,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
}

/** Registers a namespace's catalogs (idempotent). */
export function addCatalog(ns: string, catalogs: { 'pt-BR': object; en?: object }) {
  for (const [lang, resources] of Object.entries(catalogs)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources, true, true)
  }
}

export { i18n }
