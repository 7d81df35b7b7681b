import '~/locales/session-history'
import { useQuery } from '@tanstack/react-query'
import Search from 'lucide-react/icons/search'
import UserPlus from 'lucide-react/icons/user-plus'
import { useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { Skeleton } from '~/components/ui/skeleton'
import { studentsQuery } from '~/features/students/api'
import { useTranslation } from '~/lib/i18n'

const DEBOUNCE_MS = 250

/**
 * 'Incluir mais alunos' (spec §2): a searchable multi-select of the active students who are
 * not in the session, confirmed with 'Adicionar (n)'.
 */
export function AddStudentsPicker({
  excludeIds,
  onAdd,
}: {
  excludeIds: string[]
  onAdd: (students: { id: string; name: string }[]) => void
}) {
  const { t } = useTranslation('session-history')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [picked, setPicked] = useState<Map<string, string>>(new Map())

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const query = useQuery({
    ...studentsQuery({ status: 'active', q: q || undefined, page: 1, pageSize: 20 }),
    enabled: open,
  })
  const students = (query.data?.items ?? []).filter((s) => !excludeIds.includes(s.id))

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setText('')
      setQ('')
      setPicked(new Map())
    }
  }

  const toggle = (student: { id: string; name: string }, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev)
      if (on) next.set(student.id, student.name)
      else next.delete(student.id)
      return next
    })

  const confirm = () => {
    onAdd([...picked].map(([studentId, name]) => ({ id: studentId, name })))
    onOpenChange(false)
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden />
          {t('editor.addStudents')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-80 max-w-[calc(100vw-2rem)] gap-2 p-2">
        <div className="relative">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('editor.searchLabel')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('editor.searchStudents')}
            autoComplete="off"
            maxLength={100}
            className="pl-9"
          />
        </div>
        {query.isPending ? (
          <div className="grid gap-1 p-1" role="status" aria-label={t('editor.loadingStudents')}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : students.length === 0 ? (
          <p className="px-2 py-4 text-center text-muted-foreground text-sm">
            {t('editor.noStudents')}
          </p>
        ) : (
          <fieldset className="max-h-64 overflow-y-auto">
            <legend className="sr-only">{t('editor.addStudents')}</legend>
            <ul className="grid">
              {students.map((s) => {
                const checkboxId = `${id}-${s.id}`
                return (
                  <li key={s.id}>
                    <label
                      htmlFor={checkboxId}
                      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-accent"
                    >
                      <Checkbox
                        id={checkboxId}
                        checked={picked.has(s.id)}
                        onCheckedChange={(checked) => toggle(s, checked === true)}
                      />
                      {s.name}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )}
        <Button onClick={confirm} disabled={picked.size === 0}>
          {t('editor.addConfirm', { count: picked.size })}
        </Button>
      </PopoverContent>
    </Popover>
  )
}
