import { useSyncExternalStore } from 'react'

// False on the server, and in the browser until the task after the first component that asks
// has hydrated; then true, for the page's life.
let isPageHydrated = false
let isScheduled = false
const listeners = new Set<() => void>()

// The change comes in a task of its own (a message, which a test's paused clock does not hold),
// not in the hydration's: a store whose browser value already differs from the server's when the
// page hydrates is drawn again synchronously at the end of hydration, in the same task as the
// commit and all its effects, which made that task the page's longest.
function markHydratedInNextTask() {
  isScheduled = true
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    isPageHydrated = true
    for (const listener of listeners) listener()
  }
  channel.port2.postMessage(null)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!isScheduled) markHydratedInNextTask()
  return () => {
    listeners.delete(listener)
  }
}

/**
 * False during the server render and hydration, true once the page runs in the browser. A
 * section that hydrates later (an island) is false while it hydrates too, as its HTML is; what
 * mounts after the page has hydrated (a client navigation) is true from its first render.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => isPageHydrated,
    () => false,
  )
}
