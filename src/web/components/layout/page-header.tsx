import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** Title row of an app screen: optional back link, title, subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Voltar',
  actions,
}: {
  title: string
  subtitle?: string
  backTo?: string
  backLabel?: string
  actions?: React.ReactNode
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-2">
        {backTo && (
          <Button variant="ghost" size="icon" asChild className="-ml-2 shrink-0">
            <Link to={backTo} aria-label={backLabel}>
              <ArrowLeft className="size-5" aria-hidden />
            </Link>
          </Button>
        )}
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}
