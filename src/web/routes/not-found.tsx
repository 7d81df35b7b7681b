import { NotFoundPage } from '~/components/layout/not-found-page'
import { applyLanguage, visitorLanguage } from '~/lib/language'
import { NOINDEX } from '~/lib/page-title'

/** Issue 15: an unknown address speaks the visitor's language (the one remembered, the browser's). */
export function clientLoader() {
  void applyLanguage(visitorLanguage())
  return null
}

export function meta() {
  return [{ title: '404 — Quadra' }, NOINDEX]
}

export default function NotFound() {
  return <NotFoundPage />
}
