import { useEffect, useState } from 'react'
import { useMessages } from '~/i18n/messages'

/**
 * "A new version is ready — Reload". A new deployment's service worker
 * takes over at once (service-worker/service-worker.ts); a page already open keeps working
 * with what it has loaded, and the reader is told that reloading gives the new version.
 * The live region is always in the page, so screen readers announce the line when it appears.
 */
export function UpdateNotice() {
  const t = useMessages().offline
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
    // With no worker in charge yet, the first one taking over is an install, not an update.
    if (!container?.controller) return
    const onControllerChange = () => setReady(true)
    container.addEventListener('controllerchange', onControllerChange)
    return () => container.removeEventListener('controllerchange', onControllerChange)
  }, [])
  return (
    <div
      role="status"
      className={isReady ? 'fixed inset-x-0 bottom-0 z-50 bg-stone-900 text-sm text-white shadow-lg' : ''}
    >
      {isReady && (
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
          <p className="flex-1">{t.updateReady}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center rounded-md bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100"
          >
            {t.reload}
          </button>
        </div>
      )}
    </div>
  )
}
