import { NotFoundPage } from '~/components/layout/not-found-page'

export function meta() {
  return [{ title: '404 — Quadra' }]
}

export default function AppNotFound() {
  return <NotFoundPage homeHref="/app/dashboard" />
}
