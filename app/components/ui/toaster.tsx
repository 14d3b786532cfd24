import { lazy, Suspense, useSyncExternalStore } from 'react'

// Toasts only follow something the reader did, so their code loads at the first toast instead
// of weighing on every page. Not merely after hydration: sonner adds its stylesheet to the page
// as it is imported, and the browser then works out the style of every element again (13 ms on
// `/` unthrottled, in the middle of the page's start).
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let toastShown = false
const onFirstToast = new Set<() => void>()
const subscribe = (listener: () => void) => {
  onFirstToast.add(listener)
  return () => onFirstToast.delete(listener)
}

/** Toasts as the spec sets them: at most 3 visible, 4000 ms, bottom-right. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toastShown,
    () => false,
  )
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
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
  /** Destructive toasts (spec §8) are red, success toasts green. */
  variant?: 'default' | 'success' | 'destructive'
  /** Longer than the spec's 4000 ms, for a toast the reader must act on. */
  duration?: number
}

/**
 * Shows a toast without putting sonner on the page's first load: its code is fetched, and the
 * Toaster drawn, at the first toast. The toast is not lost meanwhile: sonner replays active
 * toasts to a Toaster when it subscribes.
 */
export function notify(title: string, { description, variant = 'default', duration }: NotifyOptions = {}) {
  if (!toastShown) {
    toastShown = true
    for (const listener of onFirstToast) listener()
  }
  return import('sonner').then(({ toast }) => {
    const show = variant === 'destructive' ? toast.error : variant === 'success' ? toast.success : toast
    return show(title, { description, duration })
  })
}
