import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { BrandMark } from './brand'

/** Spec §2 Not-found page: '404', 'Oops! Page not found' and a link home. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-[70svh] flex-col items-center justify-center gap-4 p-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="text-6xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{t('notFound.title')}</p>
      <Button asChild>
        <Link to={homeHref}>{t('notFound.home')}</Link>
      </Button>
    </main>
  )
}
