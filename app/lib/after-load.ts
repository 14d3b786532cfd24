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
