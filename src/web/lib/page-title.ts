import { i18n } from '~/lib/i18n'

/**
 * A route's `<title>` in the language the app speaks: the heading's text, then the
 * brand — 'Meu Perfil — Quadra' / 'My Profile — Quadra'. Route `meta()` functions run when the
 * root's `<Meta />` renders, i.e. after the layout's clientLoader applied the language and again
 * whenever the root re-renders on a language change (it subscribes through useTranslation), so
 * the title follows a change made on the profile page without a reload.
 */
export function pageTitle(ns: string, key: string) {
  return { title: `${i18n.t(key, { ns })} — Quadra` }
}

/** The account pages are not for search engines. */
export const NOINDEX = { name: 'robots', content: 'noindex' }
