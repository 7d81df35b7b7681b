import '~/locales/dashboard'
import type { DashboardDto } from '@shared/schemas/dashboard.response'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Circle from 'lucide-react/icons/circle'
import CircleCheck from 'lucide-react/icons/circle-check'
import Rocket from 'lucide-react/icons/rocket'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { currentFormats } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

type Setup = DashboardDto['setup']
type Step = keyof Setup

/** The steps in the order a new coach takes them, each with where it is done. */
const STEPS: { key: Step; to: string }[] = [
  { key: 'students', to: '/app/students/new' },
  { key: 'packages', to: '/app/packages/new' },
  { key: 'weeklySlot', to: '/app/agenda' },
  { key: 'clubs', to: '/app/profile#clubs-title' },
  { key: 'pix', to: '/app/profile#pix-settings-title' },
  { key: 'absencePolicy', to: '/app/profile#absence-policy-title' },
]

/**
 * Whether the first-run checklist shows: until the coach has a student, a package and a
 * weekly slot (what the app is for); the other steps are ticked as they are done.
 */
export function needsSetup(setup: Setup | undefined): boolean {
  return Boolean(setup && !(setup.students && setup.packages && setup.weeklySlot))
}

/**
 * 'Primeiros passos' on a new coach's dashboard: a short checklist of the setup, each step a
 * link to where it is done, the done ones ticked. Pix only where Pix exists (reais).
 */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const { t } = useTranslation('dashboard')
  // Pix charges in reais only (pixAvailable of shared/domain/pix, not imported here: that
  // module carries the key and phone rules, which the dashboard's first download must not)
  const steps = STEPS.filter((s) => s.key !== 'pix' || currentFormats().currency === 'BRL')
  const done = steps.filter((s) => setup[s.key]).length
  return (
    <Card role="region" className="gap-4 border-primary/40" aria-labelledby="setup-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2 id="setup-title">
            <Rocket className="size-5 text-primary" aria-hidden />
            {t('setup.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('setup.description', { done, total: steps.length })}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ol className="grid gap-2 sm:grid-cols-2">
          {steps.map((s) => {
            const isDone = setup[s.key]
            const Icon = isDone ? CircleCheck : Circle
            return (
              <li key={s.key}>
                <Link
                  to={s.to}
                  data-done={isDone || undefined}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                    isDone && 'text-muted-foreground',
                  )}
                >
                  <Icon
                    className={cn('size-5 shrink-0', isDone ? 'text-success' : 'text-primary')}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1 break-words font-medium">
                    {t(`setup.steps.${s.key}`)}
                    <span className="sr-only">
                      {' '}
                      {isDone ? t('setup.doneLabel') : t('setup.todoLabel')}
                    </span>
                  </span>
                  {!isDone && <ArrowRight className="size-4 shrink-0" aria-hidden />}
                </Link>
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}
