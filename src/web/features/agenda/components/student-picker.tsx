import '~/locales/agenda'
import { useQuery } from '@tanstack/react-query'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { useEffect, useId, useState } from 'react'
import { CreditBadge } from '~/components/credit-badge'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Skeleton } from '~/components/ui/skeleton'
import { studentsQuery } from '~/features/students/api'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { studentSecondaryLine } from '~/lib/student-label'
import { cn } from '~/lib/utils'
import { useWorldPhones } from '~/lib/world-phones'

/** A student picked for a lesson, with what the chip shows. */
export interface PickedStudent {
  id: string
  name: string
  credits: number
}

const DEBOUNCE_MS = 250

/**
 * The lesson's students: the chosen ones as chips with their credit badge, and a
 * search over the active students (name, contact and classe line, credit badge) to add more.
 */
export function StudentPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string
  value: PickedStudent[]
  onChange: (students: PickedStudent[]) => void
  error?: string
}) {
  const { t } = useTranslation('agenda')
  const uid = useId()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const query = useQuery(
    studentsQuery({ status: 'active', q: q || undefined, page: 1, pageSize: 8 }),
  )
  useWorldPhones(...(query.data?.items ?? []).map((s) => s.phone))
  const picked = new Set(value.map((s) => s.id))
  const toggle = (student: PickedStudent, on: boolean) =>
    onChange(
      on
        ? [...value, { id: student.id, name: student.name, credits: student.credits }]
        : value.filter((s) => s.id !== student.id),
    )
  const errorId = `${id}-error`

  return (
    <fieldset
      className="m-0 grid min-w-0 gap-2 border-0 p-0"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 flex items-center gap-1 p-0 font-medium text-sm leading-none">
        {t('form.students')}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      {value.length > 0 && (
        <ul aria-label={t('form.selectedStudents')} className="flex flex-wrap gap-2">
          {value.map((s) => (
            <li
              key={s.id}
              className="flex items-center gap-2 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm"
            >
              <span className="font-medium">{s.name}</span>
              <CreditBadge credits={s.credits} />
              <button
                type="button"
                aria-label={t('form.removeStudent', { name: s.name })}
                onClick={() => toggle(s, false)}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {t('form.searchStudents')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('form.searchStudents')}
          autoComplete="off"
          maxLength={100}
          aria-invalid={Boolean(error)}
          className="pl-9"
        />
      </div>
      <div className="max-h-48 overflow-y-auto rounded-md border">
        {query.isPending ? (
          <div className="grid gap-1 p-2" role="status" aria-label={t('form.loadingStudents')}>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (query.data?.items.length ?? 0) === 0 ? (
          <p className="px-3 py-4 text-center text-muted-foreground text-sm">
            {t('form.noStudentsFound')}
          </p>
        ) : (
          <ul className="grid p-1">
            {query.data?.items.map((s) => {
              const checkboxId = `${uid}-${s.id}`
              return (
                <li key={s.id}>
                  <label
                    htmlFor={checkboxId}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1 text-sm hover:bg-accent',
                      picked.has(s.id) && 'bg-accent/60',
                    )}
                  >
                    <Checkbox
                      id={checkboxId}
                      checked={picked.has(s.id)}
                      onCheckedChange={(checked) => toggle(s, checked === true)}
                    />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{s.name}</span>
                      <span className="truncate text-muted-foreground text-xs">
                        {studentSecondaryLine(s)}
                      </span>
                    </span>
                    <CreditBadge credits={s.credits} className="shrink-0" />
                  </label>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
          {localMessage(error)}
        </p>
      )}
    </fieldset>
  )
}
