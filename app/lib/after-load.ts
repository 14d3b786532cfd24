// Work a page does for later (installing the service worker, keeping the stylesheet for the next
// page) waits until the page has loaded and the browser is idle: it must never compete with what
// the farmer opened for a slow connection's bandwidth or a cheap phone's processor.

/** Past this, run anyway: a busy phone may never report idle time. */
const IDLE_TIMEOUT_MS = 5000

export type AfterLoadWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: Window['requestIdleCallback']
}

/** Runs `task` once the page's `load` event has fired (at once if it has) and the browser is idle. */
export function whenLoadedAndIdle(win: AfterLoadWindow, task: () => void) {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else win.setTimeout(task, 0)
  }
  if (win.document.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
}

export type AfterPaintWindow = Pick<
  Window,
  'document' | 'addEventListener' | 'setTimeout' | 'requestAnimationFrame'
> & {
  performance?: Pick<Performance, 'getEntriesByName'>
  PerformanceObserver?: typeof PerformanceObserver
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint'

/**
 * Runs `task` once, as early as the page's first photos allow: in a task after the frame that
 * follows the `load` event, once the page's first paint is on the screen (so the screen shows
 * what loaded before `task` holds the main thread or the connection), or `deadlineMs` after
 * DOMContentLoaded if a slow photo holds `load` back. Called from the inline script in <head>.
 */
export function afterLoadAndPaint(win: AfterPaintWindow, deadlineMs: number, task: () => void) {
  let done = false
  const runOnce = () => {
    if (done) return
    done = true
    task()
  }
  // Drawn is not yet shown: Lighthouse saw /companies' first frame reach the screen 30 ms after
  // that task, its photos and script already asked for. The paint entry comes once it is shown.
  const onceShown = () => {
    const Observer = win.PerformanceObserver
    if (!Observer?.supportedEntryTypes?.includes('paint')) return runOnce()
    // Buffered: the entry may have come already (and a test's fake clock empties getEntries).
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return
      observer.disconnect()
      win.setTimeout(runOnce, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  win.addEventListener('load', () => win.requestAnimationFrame(() => win.setTimeout(onceShown, 0)), { once: true })
  win.document.addEventListener('DOMContentLoaded', () => win.setTimeout(runOnce, deadlineMs), { once: true })
}
