import '~/locales/session-history'
import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/utils'

export const SEARCH_DEBOUNCE_MS = 300

/**
 * 'Buscar por aluno ou observações...': the text shows at once, the query follows after a
 * pause in typing. A change from outside (Limpar Filtros, a chip, Back) replaces the text.
 */
export function HistorySearch({
  id,
  value,
  onSearch,
}: {
  id: string
  value: string
  onSearch: (q: string) => void
}) {
  const { t } = useTranslation('session-history')
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    const q = text.trim()
    if (q === sent.current.trim()) return
    const timer = setTimeout(() => {
      sent.current = q
      onSearchRef.current(q)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('filters.search')}
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
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        maxLength={100}
        className={cn('pl-9 [&::-webkit-search-cancel-button]:hidden', text ? 'pr-10' : 'pr-3')}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label={t('filters.clearSearch')}
          className="absolute top-1/2 right-0 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  )
}
