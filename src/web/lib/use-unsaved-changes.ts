import { type RefObject, useCallback, useEffect, useRef } from 'react'
import type { BlockerFunction } from 'react-router'

export interface UnsavedChangesGuard {
  dirty: boolean
  /** Asked by the router before each navigation while the form is dirty. */
  shouldBlock: RefObject<BlockerFunction>
  /** Call right before navigating away on purpose (after a successful save, Cancelar). */
  allowNavigation: () => void
  /** Undoes `allowNavigation` (the save failed). */
  guardAgain: () => void
}

/**
 * Leaving a form with unsaved changes asks first. Render `<UnsavedChangesDialog guard={…} />`
 * with the result: while `dirty`, an in-app navigation (a link, the browser's Back) is held by
 * React Router's blocker until the coach answers, and closing or reloading the tab gets the
 * browser's own `beforeunload` prompt.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false)

  // edited again after a save: guard again
  useEffect(() => {
    if (dirty) allowed.current = false
  }, [dirty])

  const shouldBlock = useRef<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      // a tab or a filter in the query string keeps the form on the page
      !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older browsers show the prompt only when returnValue is set
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const allowNavigation = useCallback(() => {
    allowed.current = true
  }, [])

  const guardAgain = useCallback(() => {
    allowed.current = false
  }, [])

  return { dirty, shouldBlock, allowNavigation, guardAgain }
}
