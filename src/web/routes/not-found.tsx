import { NotFoundPage } from '~/components/layout/not-found-page'

export function meta() {
  return [{ title: '404 — Quadra' }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <NotFoundPage />
}
