import '~/locales/dashboard'
import { LIMITS } from '@shared/constants'
import { initial } from '@shared/domain/names'
import type { StudentListItem } from '@shared/schemas/students.response'
import ChevronRight from 'lucide-react/icons/chevron-right'
import UserPlus from 'lucide-react/icons/user-plus'
import Users from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { CreditBadge } from '~/components/credit-badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

const AVATAR = cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', 'size-10')
const AVATAR_INITIAL = cn(
  'flex size-full items-center justify-center rounded-full bg-muted font-medium text-muted-foreground text-xs',
  'bg-primary/10 font-semibold text-primary text-sm',
)

function StudentRow({ student }: { student: StudentListItem }) {
  return (
    <li>
      <Link
        to={`/app/students/${student.id}`}
        className="group flex min-h-14 items-center gap-3 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      >
        {/* an avatar's markup with its fallback only (no photo): without Radix's avatar, which
            would be in the dashboard's first download for it */}
        <span data-slot="avatar" className={AVATAR}>
          <span data-slot="avatar-fallback" className={AVATAR_INITIAL}>
            {initial(student.name)}
          </span>
        </span>
        <span className="min-w-0 flex-1 wrap-anywhere font-medium">{student.name}</span>
        <CreditBadge credits={student.credits} />
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  )
}

/** Recent-students card (spec §2 Dashboard): the 4 newest students; each row opens the profile. */
export function RecentStudentsCard({ students }: { students: StudentListItem[] | undefined }) {
  const { t } = useTranslation('dashboard')
  const list = students?.slice(0, LIMITS.recentStudents)
  return (
    <Card role="region" className="gap-4" aria-labelledby="dashboard-recent-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-lg">
          <h2 id="dashboard-recent-title">
            <Users className="size-5 text-primary" aria-hidden />
            {t('recent.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('recent.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {!list ? (
          <ul className="grid gap-2" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <li
                key={i}
                aria-hidden
                className="flex items-center gap-3 rounded-lg border px-3 py-2"
              >
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-5 w-20" />
              </li>
            ))}
          </ul>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            <p className="font-medium">{t('recent.empty')}</p>
            <Button asChild>
              <Link to="/app/students/new">
                <UserPlus aria-hidden />
                {t('recent.emptyAction')}
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2">
            {list.map((student) => (
              <StudentRow key={student.id} student={student} />
            ))}
          </ul>
        )}
        <Button variant="outline" asChild>
          <Link to="/app/students">{t('recent.viewAll')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
