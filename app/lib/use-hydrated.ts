import { startTransition, useEffect, useState } from 'react'

// Set once a component using it has mounted in the browser: what mounts later (after a client
// navigation, or a section that loads on demand) starts hydrated, with no second render.
let isPageHydrated = false

/**
 * False during the server render and hydration, true once the page runs in the browser.
 *
 * The change comes as a transition from an effect, not from `useSyncExternalStore`: a store
 * whose browser value differs from the server's re-renders synchronously at the end of
 * hydration, in the same task as the hydration's commit and all its effects, which made that
 * task the page's longest (issue 18). A transition renders in its own task, and yields.
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(isPageHydrated)
  useEffect(() => {
    isPageHydrated = true
    if (!isHydrated) startTransition(() => setIsHydrated(true))
  }, [isHydrated])
  return isHydrated
}
