import { GENDER_SHORT } from '@shared/constants'
import { initial } from '@shared/domain/names'
import type { StudentListItem } from '@shared/schemas/students.response'
import Check from 'lucide-react/icons/check'
import { CreditBadge } from '~/components/credit-badge'
import { Skeleton } from '~/components/ui/skeleton'
import { studentLabel, studentSecondaryLine } from '~/lib/student-label'
import { cn } from '~/lib/utils'
import { useWorldPhones } from '~/lib/world-phones'

const cardClass =
  'flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-sm'

/**
 * A student in the selection grid (spec §2 New session): avatar initial, name, credit badge,
 * gender M/F and type, with the phone and classe under the name so two students of the same
 * name can be told apart. The whole card is a toggle button (Space/Enter or a tap).
 */
export function StudentSelectCard({
  student,
  selected,
  onToggle,
}: {
  student: StudentListItem
  selected: boolean
  onToggle: () => void
}) {
  useWorldPhones(student.phone)
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        cardClass,
        'cursor-pointer transition-[border-color,box-shadow,background-color] hover:border-primary/50 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
        selected && 'border-primary bg-primary/5 ring-2 ring-primary',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full font-semibold',
          selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {selected ? <Check className="size-5" /> : initial(student.name)}
      </span>
      <span className="grid min-w-0 flex-1 gap-2">
        <span className="grid gap-0.5">
          <span className="wrap-anywhere font-semibold leading-snug">{student.name}</span>
          <span className="text-muted-foreground text-xs tabular-nums">
            {studentSecondaryLine(student)}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          <CreditBadge credits={student.credits} />
          <span title={studentLabel('gender', student.gender)}>
            <span aria-hidden>{GENDER_SHORT[student.gender]}</span>
            <span className="sr-only">{studentLabel('gender', student.gender)}</span>
          </span>
          <span aria-hidden>·</span>
          <span>{studentLabel('type', student.type)}</span>
        </span>
      </span>
    </button>
  )
}

export function StudentSelectCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden>
      <Skeleton className="size-10 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-2/3" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-16" />
        </div>
      </div>
    </div>
  )
}
