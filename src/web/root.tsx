import '~/lib/i18n'
import './app.css'
import { useTranslation } from 'react-i18next'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { Button } from '~/components/ui/button'
import { Toaster } from '~/components/ui/sonner'
import { Spinner } from '~/components/ui/spinner'
import { TooltipProvider } from '~/components/ui/tooltip'

/** Route modules may set `handle = { lang: 'en' }`; everything else is Portuguese. */
function useDocumentLang(): string {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { lang?: string } | undefined
    if (handle?.lang) return handle.lang
  }
  return 'pt-BR'
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useDocumentLang()
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <TooltipProvider>
      <Outlet />
      <Toaster />
    </TooltipProvider>
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
