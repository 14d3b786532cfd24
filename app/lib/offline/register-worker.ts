// Installs the service worker from the inline script every page carries
// (lib/hydration/press-keeper.boot.ts): pages served without their application script
// (guides, videos) must install it too, or a guide read once would not open offline.
// It waits for the page to load and the browser to be idle (lib/hydration/after-load.ts), so the worker
// and the files it precaches never compete with the page the farmer opened.

import { whenLoadedAndIdle, type AfterLoadWindow } from '~/lib/hydration/after-load'
import { STORE_LOADED_MESSAGE } from './worker-messages'

export const WORKER_URL = '/service-worker.js'

type WorkerWindow = AfterLoadWindow & Pick<Window, 'navigator' | 'performance'>

export function registerWorkerWhenIdle(win: WorkerWindow) {
  const container = win.navigator.serviceWorker
  if (!container) return
  // A page the worker did not serve hands it the files it loaded, to keep for offline use.
  const isFirstVisit = !container.controller
  const register = () => {
    container
      .register(WORKER_URL)
      .then(() => container.ready)
      .then((registration) => {
        if (!isFirstVisit) return
        const urls = win.performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: STORE_LOADED_MESSAGE, urls })
      })
      // A failure (no worker in development, storage refused) leaves the page as it is.
      .catch(() => undefined)
  }
  whenLoadedAndIdle(win, register)
}
