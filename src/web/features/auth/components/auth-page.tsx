import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'

/** The frame of every account page: back to the site, the brand, a centred card. */
export function AuthPage({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <div className="min-h-svh bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex min-h-svh w-full max-w-md flex-col px-4 py-4 sm:py-8">
        <div className="mb-4">
          <Button variant="ghost" asChild className="-ml-2">
            <Link to="/">
              <ArrowLeft className="size-4" aria-hidden />
              {t('backToSite')}
            </Link>
          </Button>
        </div>
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <main className="flex-1">{children}</main>
      </div>
    </div>
  )
}
