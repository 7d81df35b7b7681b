import '~/locales/packages'
import type { StudentListItem } from '@shared/schemas/students.response'
import { useQuery } from '@tanstack/react-query'
import Check from 'lucide-react/icons/check'
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down'
import Search from 'lucide-react/icons/search'
import { useEffect, useId, useState } from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { studentsQuery } from '~/features/students/api'
import { useTranslation } from '~/lib/i18n'
import { studentSecondaryLine } from '~/lib/student-label'
import { cn } from '~/lib/utils'
import { useWorldPhones } from '~/lib/world-phones'

const PICKER_PAGE_SIZE = 20

function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' })

/**
 * Searchable student select (spec §2 New package: students sorted by name). A combobox
 * button opens a search box over a listbox; arrows move, Enter picks, Escape closes. The
 * search runs on the server; each option shows the phone and classe under the name (two
 * 'Ana Souza' apart), and when more students match than are shown the list says so.
 */
export function StudentPicker({
  id,
  value,
  selectedName,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  value: string
  /** Name of the chosen student when it is not among the results (a preselected one). */
  selectedName?: string
  onChange: (student: Pick<StudentListItem, 'id' | 'name'>) => void
  invalid?: boolean
  describedBy?: string
}) {
  const { t } = useTranslation('packages')
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const q = useDebounced(search.trim())
  const query = useQuery({
    ...studentsQuery({ q: q || undefined, status: 'active', page: 1, pageSize: PICKER_PAGE_SIZE }),
    enabled: open,
  })
  const students = [...(query.data?.items ?? [])].sort(byName)
  useWorldPhones(...students.map((s) => s.phone))
  const total = query.data?.total ?? 0
  const more = students.length < total
  const chosen = students.find((s) => s.id === value)?.name ?? selectedName

  const pick = (student: StudentListItem | undefined) => {
    if (!student) return
    onChange({ id: student.id, name: student.name })
    setOpen(false)
    setSearch('')
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((i) => Math.min(i + 1, students.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      pick(students[active])
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`
  let status: string | null = null
  if (query.isPending) status = t('picker.loading')
  else if (query.isError) status = t('picker.error')
  else if (students.length === 0) status = t('picker.empty')

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn(
            // contain: a long chosen name is cut (truncate), never widens the form past a phone
            'flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-base shadow-xs outline-hidden [contain:inline-size] md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          )}
        >
          <span className={cn('truncate', !chosen && 'text-muted-foreground')}>
            {chosen ?? t('picker.placeholder')}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            type="search"
            // biome-ignore lint/a11y/noAutofocus: the search box is the popup's first control
            autoFocus
            role="combobox"
            aria-label={t('picker.searchLabel')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={students[active] ? optionId(active) : undefined}
            placeholder={t('picker.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full bg-transparent text-base outline-hidden placeholder:text-muted-foreground md:text-sm"
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={t('picker.results')}
          className="max-h-64 overflow-y-auto p-1"
        >
          {status && (
            <p role="status" className="px-3 py-4 text-center text-muted-foreground text-sm">
              {status}
            </p>
          )}
          {students.map((student, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the keyboard (aria-activedescendant)
            <div
              key={student.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={student.id === value}
              aria-labelledby={`${optionId(i)}-name`}
              aria-describedby={`${optionId(i)}-detail`}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(student)}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
                i === active && 'bg-accent text-accent-foreground',
              )}
            >
              <Check
                aria-hidden
                className={cn(
                  'size-4 shrink-0',
                  student.id === value ? 'opacity-100' : 'opacity-0',
                )}
              />
              <span className="grid min-w-0">
                <span id={`${optionId(i)}-name`} className="truncate">
                  {student.name}
                </span>
                <span
                  id={`${optionId(i)}-detail`}
                  className="truncate text-muted-foreground text-xs tabular-nums"
                >
                  {studentSecondaryLine(student)}
                </span>
              </span>
            </div>
          ))}
        </div>
        {more && (
          <p aria-live="polite" className="border-t px-3 py-2 text-muted-foreground text-xs">
            {t(q ? 'picker.moreSearch' : 'picker.more', { shown: students.length, total })}
          </p>
        )}
      </PopoverContent>
    </Popover>
  )
}
