// Work a page does for later (installing the service worker, keeping the stylesheet for the next
// page) waits until the page has loaded, been painted, started its script, and the browser is idle:
// it must never compete with what the farmer opened for a slow connection's bandwidth or a cheap
// phone's processor.

import { DEFERRED_APP_ID, HYDRATED_ATTRIBUTE, PAGE_IDLE, START_AFTER_LOAD_ATTRIBUTE } from './contract'

/** Past this, run anyway: a busy phone may never report idle time. */
const IDLE_TIMEOUT_MS = 5000
/** Past this after load, stop waiting for the first paint: a page opened in a background tab is not painted. */
const FIRST_PAINT_WAIT_MS = 3000
/** Past this after the first paint, stop waiting for the page's script: with no connection it may never come. */
const APP_START_WAIT_MS = 10_000

export type AfterPaintWindow = Pick<
  Window,
  'document' | 'addEventListener' | 'setTimeout' | 'requestAnimationFrame'
> & {
  performance?: Pick<Performance, 'getEntriesByName'>
  PerformanceObserver?: typeof PerformanceObserver
}

export type AfterLoadWindow = Omit<AfterPaintWindow, 'requestAnimationFrame'> & {
  requestIdleCallback?: Window['requestIdleCallback']
  MutationObserver?: typeof MutationObserver
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint'

/**
 * Calls `task` in a task of its own once the page's first contentful paint has reached the screen
 * (drawn is not yet shown: the paint entry comes once it is), or at once where the browser cannot
 * say.
 */
function onceFirstPaintShown(win: Omit<AfterPaintWindow, 'requestAnimationFrame'>, task: () => void) {
  const Observer = win.PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('paint')) return task()
  // Buffered: the entry may have come already (and a test's fake clock empties getEntries).
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return
    observer.disconnect()
    win.setTimeout(task, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
}

/**
 * Calls `task` once a page that starts its script after load (the 'on-load' pages) has hydrated,
 * or APP_START_WAIT_MS from now at the latest; at once on a page that starts it only when pressed
 * (guides, videos), or where the browser cannot say.
 */
function onceAppStarted(win: AfterLoadWindow, task: () => void) {
  let done = false
  const runOnce = () => {
    if (done) return
    done = true
    task()
  }
  if (!win.MutationObserver) return runOnce()
  const root = win.document.documentElement
  const startsAfterLoad = win.document.getElementById(DEFERRED_APP_ID)?.hasAttribute(START_AFTER_LOAD_ATTRIBUTE)
  if (!startsAfterLoad || root.hasAttribute(HYDRATED_ATTRIBUTE)) return runOnce()
  const observer = new win.MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return
    observer.disconnect()
    runOnce()
  })
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })
  win.setTimeout(() => {
    observer.disconnect()
    runOnce()
  }, APP_START_WAIT_MS)
}

/**
 * Runs `task` once the page's `load` event has fired (at once if it has), its first paint is on
 * the screen, its script (if it starts after load) has hydrated it, and the browser is idle.
 * - Lighthouse saw `load` come before the first paint (the HTML and the one eager photo in, the page
 *   still being laid out), and the stylesheet's fetch started then counted against /videos'
 *   largest paint.
 * - The service worker's install (its precache) running while the page's script started made the
 *   page's start take longer on a 2-core phone (docs/decisions/0030-content-first.md).
 */
export function whenLoadedAndIdle(win: AfterLoadWindow, task: () => void) {
  let painted = false
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else win.setTimeout(task, 0)
  }
  const afterPaint = () => {
    if (painted) return
    painted = true
    onceAppStarted(win, whenIdle)
  }
  const afterLoad = () => {
    onceFirstPaintShown(win, afterPaint)
    win.setTimeout(afterPaint, FIRST_PAINT_WAIT_MS)
  }
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
}

/** Tells the application's code when the page is loaded and idle: PAGE_IDLE on <html>, and its event. */
export function markPageIdle(win: AfterLoadWindow & Pick<Window, 'dispatchEvent'>) {
  whenLoadedAndIdle(win, () => {
    win.document.documentElement.setAttribute(PAGE_IDLE, '')
    win.dispatchEvent(new Event(PAGE_IDLE))
  })
}

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
  // A first frame can reach the screen after the frame that follows load, when the page's photos
  // and script are already asked for: hence the paint entry as well (docs/decisions/0030).
  win.addEventListener(
    'load',
    () => win.requestAnimationFrame(() => win.setTimeout(() => onceFirstPaintShown(win, runOnce), 0)),
    { once: true },
  )
  win.document.addEventListener('DOMContentLoaded', () => win.setTimeout(runOnce, deadlineMs), { once: true })
}
