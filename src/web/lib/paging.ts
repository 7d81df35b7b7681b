import { useEffect, useRef } from 'react'

/** How many pages a paged answer has (at least one; one while nothing is loaded). */
function totalPagesOf(data: { total: number; pageSize: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
}

/**
 * The page count of a paged query. A page past the end (the list shrank, or the page grew)
 * moves to the last one once the real answer is in (not while a placeholder is shown); it
 * runs when the bounds change, whatever `setPage` is.
 */
export function usePageCount(
  query: { data?: { total: number; pageSize: number }; isPlaceholderData: boolean },
  page: number,
  setPage: (page: number) => void,
): number {
  const totalPages = totalPagesOf(query.data)
  const lastPage = query.data && !query.isPlaceholderData ? totalPages : null
  const setPageRef = useRef(setPage)
  setPageRef.current = setPage

  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPageRef.current(lastPage)
  }, [lastPage, page])

  return totalPages
}
