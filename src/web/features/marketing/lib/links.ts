import { publicPage, type SiteLang } from '@shared/site'

/** Where the public pages send visitors (spec §2 Portuguese / English landing, Beta pages). */
export const LOGIN_HREF = '/app/login?tab=login'
export const SIGNUP_HREF = '/app/login?tab=signup'

/** The account pages in the page's language (the English pages lead to the English app). */
export const loginHref = (lang: SiteLang) => (lang === 'en' ? `${LOGIN_HREF}&lang=en` : LOGIN_HREF)
export const signupHref = (lang: SiteLang) =>
  lang === 'en' ? `${SIGNUP_HREF}&lang=en` : SIGNUP_HREF
export const SUPPORT_EMAIL = 'suporte@quadra.app'
export const CONTACT_EMAIL = 'contato@quadra.app'

export function otherLang(lang: SiteLang): SiteLang {
  return lang === 'en' ? 'pt-BR' : 'en'
}

/** The same page in the other language (`/` ↔ `/eng`, `/test-pt` ↔ `/test-en`; `/pt` → `/eng`). */
export function translationHref(path: string, lang: SiteLang): string {
  const other = otherLang(lang)
  return publicPage(path)?.alternates[other] ?? (other === 'en' ? '/eng' : '/')
}

/** The landing page of a language (where the logo leads). */
export function homeHref(lang: SiteLang): string {
  return lang === 'en' ? '/eng' : '/'
}

/** The privacy page, in the page's language. */
export function privacyHref(lang: SiteLang): string {
  return lang === 'en' ? '/privacy' : '/privacidade'
}

/** The beta lead form (spec: English → /lead-form, Portuguese → /lead-form/pt). */
export function leadFormHref(lang: SiteLang): string {
  return lang === 'en' ? '/lead-form' : '/lead-form/pt'
}

/** In-page anchors, in the page's language (they show in the address bar). */
export const ANCHORS: Record<SiteLang, { home: string; features: string; privacy: string }> = {
  'pt-BR': { home: 'inicio', features: 'recursos', privacy: 'privacidade' },
  en: { home: 'home', features: 'features', privacy: 'privacy' },
}
