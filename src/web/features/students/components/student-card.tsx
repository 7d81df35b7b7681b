import '~/locales/payments'
import type { StudentListItem } from '@shared/schemas/students.response'
import { Link } from 'react-router'
import { CreditBadge } from '~/components/credit-badge'
import { Badge } from '~/components/ui/badge'
import { Skeleton } from '~/components/ui/skeleton'
import { formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { studentLabel } from '~/lib/student-label'
import { StudentAlertsPopover } from './student-alerts-popover'

const cardClass = 'flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm'

/** One student of the list (spec §2): the whole card opens the profile. */
export function StudentCard({ student }: { student: StudentListItem }) {
  return (
    <div className="relative h-full">
      <StudentLink student={student} />
      {student.hasOpenAlert && (
        <StudentAlertsPopover student={student} className="absolute top-3 right-3" />
      )}
    </div>
  )
}

function StudentLink({ student }: { student: StudentListItem }) {
  const { t } = useTranslation('payments')
  return (
    <Link
      to={`/app/students/${student.id}`}
      className={`${cardClass} transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 wrap-anywhere font-semibold leading-snug">{student.name}</h2>
        {/* room for the alert button, which sits over the card (a button cannot live in a link) */}
        {student.hasOpenAlert && <span aria-hidden className="size-5 shrink-0" />}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
        <CreditBadge credits={student.credits} />
        <span>{studentLabel('gender', student.gender)}</span>
        <span aria-hidden>·</span>
        <span>{studentLabel('type', student.type)}</span>
        {student.status === 'inactive' && (
          <Badge variant="outline">{studentLabel('status', 'inactive')}</Badge>
        )}
        {student.balanceDueCents > 0 && (
          <Badge variant="destructive-soft" data-testid="student-owes">
            {t('student.owes', { amount: formatMoney(student.balanceDueCents) })}
          </Badge>
        )}
      </div>
      {student.notes && (
        <p className="line-clamp-2 break-words text-muted-foreground text-sm">{student.notes}</p>
      )}
    </Link>
  )
}

export function StudentCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden>
      <Skeleton className="h-5 w-2/3" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-12" />
      </div>
      <Skeleton className="h-4 w-full" />
    </div>
  )
}
