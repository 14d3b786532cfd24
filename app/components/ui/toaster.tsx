import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { PAGE_IDLE } from '~/lib/hydration/contract'

// Toasts only follow something the reader did. Their code (sonner, 9 KB gzip), and the stylesheet
// it inserts, which restyles the whole page, come at the first toast or once the page has loaded
// and the browser is idle, whichever is sooner: never in the tasks where the page turns live.
// Idle, not only at the first toast, so that the toasts' live region is on the page
// before a toast is put in it, for a screen reader to announce it.
const loadToastLibrary = () => import('./toast-library')
// A chunk that cannot come (no signal and not yet on the phone, or gone with a new build) leaves
// the page without toasts, not in its error boundary.
const Sonner = lazy<ComponentType<ToasterProps>>(() =>
  loadToastLibrary().then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
)

let isToasterWanted = false
let isIdleWaitStarted = false
const listeners = new Set<() => void>()

function wantToaster() {
  if (isToasterWanted) return
  isToasterWanted = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!isIdleWaitStarted) {
    isIdleWaitStarted = true
    // A page that started its script at a press may have been idle long before: a task of its
    // own, not the hydration's.
    if (document.documentElement.hasAttribute(PAGE_IDLE)) setTimeout(wantToaster, 0)
    else window.addEventListener(PAGE_IDLE, wantToaster, { once: true })
  }
  return () => {
    listeners.delete(listener)
  }
}

/** Toasts as the spec sets them: at most 3 visible, 4000 ms, bottom-right. */
export function Toaster() {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => isToasterWanted,
    () => false,
  )
  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        // Above the offer of the reader's language while it shows at the foot of the screen (app.css
        // sets --toast-lift then): a toast covered its link for its 4 seconds. Sonner's own offsets plus the lift.
        offset={{ bottom: 'calc(24px + var(--toast-lift, 0px))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--toast-lift, 0px))' }}
        richColors
        closeButton
        // Sonner's own success and error text colours fall short of AA contrast (4.5:1) on their tints.
        toastOptions={{ className: '[--error-text:var(--color-red-800)] [--success-text:var(--color-brand-800)]' }}
      />
    </Suspense>
  )
}

interface NotifyOptions {
  description?: string
  /** Destructive toasts are red, success toasts green. */
  variant?: 'default' | 'success' | 'destructive'
  /** Longer than the spec's 4000 ms, for a toast the reader must act on. */
  duration?: number
}

/**
 * Shows a toast, mounting the Toaster if it has not yet. A toast shown before the Toaster has
 * subscribed is not lost: sonner replays active toasts to a Toaster when it subscribes.
 */
export function notify(title: string, { description, variant = 'default', duration }: NotifyOptions = {}) {
  wantToaster()
  return loadToastLibrary().then(({ toast }) => {
    const show = variant === 'destructive' ? toast.error : variant === 'success' ? toast.success : toast
    return show(title, { description, duration })
  })
}
