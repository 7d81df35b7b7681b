import '~/lib/i18n'
import './app.css'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { lazy, Suspense, useContext, useEffect, useState } from 'react'
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  type Params,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useTranslation } from '~/lib/i18n'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  // Inter's latin subset: all Portuguese and English text needs (other subsets load on demand)
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/**
 * What a route module may say in its `handle`:
 * - `lang`: the document's language, or `langFromParams` for a route that serves several (a
 *   route that declares none — the app, the account pages — speaks the coach's or the
 *   visitor's language);
 * - `hydrate: false`: a static page (the marketing pages) — its prerendered HTML ships without
 *   any JavaScript, and its links are plain links.
 */
export interface RouteHandle {
  lang?: string
  /** One route serving several languages (lead-form/:lang?). */
  langFromParams?: (params: Params) => string
  hydrate?: false
}

function useRouteHandle(): { lang: string; hydrate: boolean } {
  const matches = useMatches()
  // the SPA shell (__spa-fallback.html, every non-prerendered page) always hydrates
  const spaShell = useContext(FrameworkContext)?.isSpaMode ?? false
  // the app and account pages speak the coach's or visitor's language; subscribing
  // here also re-renders <Meta /> on a language change, so the page titles follow it
  const { i18n } = useTranslation()
  let lang = i18n.language || 'pt-BR'
  let hydrate = true
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle
    const matchLang = handle.langFromParams?.(match.params) ?? handle.lang
    if (matchLang) lang = matchLang
    if (handle.hydrate === false && !spaShell) hydrate = false
  }
  return { lang, hydrate }
}

/**
 * Toasts load after the app is interactive (sonner is not in the first download), and never on
 * static pages. Toasts raised before it mounts show when it does (sonner replays them).
 */
const Toaster = lazy(() => import('~/components/ui/sonner').then((m) => ({ default: m.Toaster })))

function useToaster(): boolean {
  const { hydrate } = useRouteHandle()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && hydrate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang, hydrate } = useRouteHandle()
  // A static page is never hydrated, so a client render is the running app (e.g. a client-side
  // navigation to it): keep the scripts and the scroll restoration there.
  const scripts = hydrate || typeof document !== 'undefined'
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  const toasts = useToaster()
  const { t } = useTranslation()
  return (
    <>
      <Outlet />
      {toasts && (
        <Suspense fallback={null}>
          {/* the region and its buttons are announced in the app's language */}
          <Toaster
            containerAriaLabel={t('toaster.label')}
            toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
          />
        </Suspense>
      )}
    </>
  )
}

/** Shown while the SPA loads (the shell of every non-prerendered page). */
export function HydrateFallback() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (import.meta.env.DEV) console.error(error)
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('error.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button variant="outline" asChild>
          <a href="/">{t('error.home')}</a>
        </Button>
      </div>
    </main>
  )
}
