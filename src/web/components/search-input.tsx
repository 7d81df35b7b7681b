import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { useContext, useEffect, useRef, useState } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router'
import { Input } from '~/components/ui/input'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

const SEARCH_DEBOUNCE_MS = 300

/**
 * A list's search box: the text shows at once, the query follows after a pause in typing
 * (`delay`). A change that comes from outside (Limpar Filtros, a chip, Back) replaces the text.
 * The label is visually hidden; the clear button ('Limpar busca') shows while there is text.
 * A pending query never overrides a navigation the user started (a click on a result while
 * the next page loads): the timer is dropped while the router is navigating.
 */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
}: {
  id: string
  label: string
  placeholder: string
  value: string
  onSearch: (q: string) => void
  delay?: number
}) {
  const { t } = useTranslation('app')
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch
  // outside a data router (a bare component) there is no navigation to protect
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation
  const navigating = navigation !== undefined && navigation.state !== 'idle'

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    const q = text.trim()
    if (q === sent.current.trim() || navigating) return
    const timer = setTimeout(() => {
      sent.current = q
      onSearchRef.current(q)
    }, delay)
    return () => clearTimeout(timer)
  }, [text, delay, navigating])

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
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
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        className={cn('pl-9 [&::-webkit-search-cancel-button]:hidden', text ? 'pr-10' : 'pr-3')}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-0 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  )
}
