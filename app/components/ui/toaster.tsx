import { lazy, Suspense } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

// Toasts only follow something the reader did, so their code loads after the page is
// interactive instead of weighing on every first load.
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Toasts as the spec sets them: at most 3 visible, 4000 ms, bottom-right. */
export function Toaster() {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
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
 * Shows a toast without putting sonner on the page's first load: its code is fetched on
 * first use (the Toaster has usually fetched it already). A toast shown before the Toaster
 * has mounted is not lost: sonner replays active toasts to a Toaster when it subscribes.
 */
export function notify(title: string, { description, variant = 'default', duration }: NotifyOptions = {}) {
  return import('sonner').then(({ toast }) => {
    const show = variant === 'destructive' ? toast.error : variant === 'success' ? toast.success : toast
    return show(title, { description, duration })
  })
}
