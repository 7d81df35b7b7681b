import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Spec §2: `?refresh=true` reloads the screen's data and is then removed from the URL; the
 * screen also reloads whenever the browser tab becomes visible again.
 */
export function useScreenRefresh(queryKeys: QueryKey[]) {
  const qc = useQueryClient()
  const [params, setParams] = useSearchParams()
  const refresh = params.get('refresh') === 'true'
  const keys = JSON.stringify(queryKeys)

  useEffect(() => {
    if (!refresh) return
    for (const queryKey of JSON.parse(keys) as QueryKey[]) void qc.invalidateQueries({ queryKey })
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('refresh')
        return next
      },
      { replace: true },
    )
  }, [refresh, keys, qc, setParams])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      for (const queryKey of JSON.parse(keys) as QueryKey[]) void qc.invalidateQueries({ queryKey })
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [keys, qc])
}
