import { useCallback, useEffect, useState } from 'react'

const KEY = 'quadra:sidebar-collapsed'

/** Desktop sidebar state, remembered in the browser. */
export function useSidebarCollapsed(): [boolean, (value: boolean) => void] {
  const [collapsed, setCollapsed] = useState(false)
  useEffect(() => {
    try {
      setCollapsed(window.localStorage.getItem(KEY) === '1')
    } catch {
      // storage unavailable (private mode): start expanded
    }
  }, [])
  const update = useCallback((value: boolean) => {
    setCollapsed(value)
    try {
      window.localStorage.setItem(KEY, value ? '1' : '0')
    } catch {
      // not remembered, still works
    }
  }, [])
  return [collapsed, update]
}
